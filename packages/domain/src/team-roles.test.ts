import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROLES,
  REFUND_CHOICES,
  TEAM_CAPABILITIES,
  accessOfMethod,
  isTeamRole,
  mayActOnPerson,
  mayChooseRefund,
  reasonHasWords,
  teamMay,
  teamMaySee,
  type TeamCapability,
} from './team-roles';

const acts = (role: string) => TEAM_CAPABILITIES.filter((c) => teamMay(role, c, 'act'));
const reads = (role: string) => TEAM_CAPABILITIES.filter((c) => teamMay(role, c, 'read'));

describe('team roles', () => {
  it('keeps the database order: the public roles, then the team from most trusted', () => {
    expect(ACCOUNT_ROLES).toEqual(['client', 'therapist', 'owner', 'finance', 'support']);
    expect(ACCOUNT_ROLES.filter(isTeamRole)).toEqual(['owner', 'finance', 'support']);
    expect(isTeamRole('admin')).toBe(false);
    expect(isTeamRole(null)).toBe(false);
  });

  it('lets an owner read and act on everything, roles and tokens included', () => {
    expect(acts('owner')).toEqual([...TEAM_CAPABILITIES]);
    expect(reads('owner')).toEqual([...TEAM_CAPABILITIES]);
  });

  it('lets support act on people, appointments, moves, cancellations, reports and messages', () => {
    expect(acts('support')).toEqual<TeamCapability[]>([
      'people',
      'appointments',
      'moveBookings',
      'cancelBookings',
      'reports',
      'messages',
    ]);
  });

  it('lets support read payments and refunds but not export, change roles or mint tokens', () => {
    expect(teamMay('support', 'payments', 'read')).toBe(true);
    expect(teamMay('support', 'refunds', 'read')).toBe(true);
    expect(teamMay('support', 'refunds', 'act')).toBe(false);
    expect(reads('support')).not.toEqual(expect.arrayContaining(['exports']));
    expect(teamMaySee('support', 'exports')).toBe(false);
    expect(teamMaySee('support', 'roles')).toBe(false);
    expect(teamMaySee('support', 'tokens')).toBe(false);
  });

  it("leaves closing an account and therapists' private documents to an owner", () => {
    for (const role of ['finance', 'support']) {
      expect(teamMay(role, 'closeAccounts', 'act')).toBe(false);
      expect(teamMaySee(role, 'documents')).toBe(false);
    }
    expect(teamMay('owner', 'closeAccounts', 'act')).toBe(true);
    expect(teamMay('owner', 'documents', 'act')).toBe(true);
  });

  it('lets finance act on payments, refunds and exports only: it cancels no session', () => {
    expect(teamMay('finance', 'cancelBookings', 'act')).toBe(false);
    expect(acts('finance')).toEqual<TeamCapability[]>(['payments', 'refunds', 'exports']);
  });

  it('leaves finance read-only elsewhere, roles, tokens, closures and private documents excepted', () => {
    expect(reads('finance')).toEqual(
      TEAM_CAPABILITIES.filter(
        (c) => !['roles', 'tokens', 'closeAccounts', 'documents'].includes(c),
      ),
    );
    expect(teamMay('finance', 'people', 'act')).toBe(false);
    expect(teamMay('finance', 'messages', 'act')).toBe(false);
    expect(teamMay('finance', 'newsletter', 'act')).toBe(false);
  });

  it('grants nothing to clients, therapists, the old admin role or nobody', () => {
    for (const role of ['client', 'therapist', 'admin', '', null, undefined])
      for (const c of TEAM_CAPABILITIES) {
        expect(teamMay(role, c, 'read')).toBe(false);
        expect(teamMay(role, c, 'act')).toBe(false);
      }
  });

  it('reads with GET and HEAD, acts with anything else', () => {
    expect(accessOfMethod('GET')).toBe('read');
    expect(accessOfMethod('HEAD')).toBe('read');
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(accessOfMethod(m)).toBe('act');
  });
});

describe('mayActOnPerson', () => {
  it('lets support turn off sign-in of clients and therapists, but not of the team', () => {
    expect(mayActOnPerson('support', 'client')).toBe(true);
    expect(mayActOnPerson('support', 'therapist')).toBe(true);
    for (const person of ['owner', 'finance', 'support'])
      expect(mayActOnPerson('support', person)).toBe(false);
  });

  it("leaves a team member's account to an owner, and people to no one read-only", () => {
    for (const person of ['client', 'therapist', 'owner', 'finance', 'support']) {
      expect(mayActOnPerson('owner', person)).toBe(true);
      expect(mayActOnPerson('finance', person)).toBe(false);
      expect(mayActOnPerson('client', person)).toBe(false);
    }
  });
});

describe('mayChooseRefund', () => {
  it('lets support cancel only with the refund the policy gives', () => {
    expect(mayChooseRefund('support', 'policy')).toBe(true);
    expect(mayChooseRefund('support', 'full')).toBe(false);
    expect(mayChooseRefund('support', 'goodwill')).toBe(false);
    expect(mayChooseRefund('support', 'none')).toBe(false);
  });

  it('lets owners choose any refund, and finance cancel with none', () => {
    for (const choice of REFUND_CHOICES) {
      expect(mayChooseRefund('owner', choice)).toBe(true);
      expect(mayChooseRefund('finance', choice)).toBe(false);
    }
  });

  it('lets nobody outside the team cancel with any refund', () => {
    for (const role of ['client', 'therapist', 'admin', null])
      for (const choice of REFUND_CHOICES) expect(mayChooseRefund(role, choice)).toBe(false);
  });
});

describe('reasonHasWords', () => {
  it('asks for a reason of at least three words, trimmed', () => {
    for (const reason of ['x', '  ', 'too short', ' a  b ', 'x.y.z', '- - -'])
      expect(reasonHasWords(reason, 3), reason).toBe(false);
    for (const reason of [
      'Asked us to close',
      '  Client asked twice  ',
      'ग्राहक ने अनुरोध किया',
      "Therapist's own request",
    ])
      expect(reasonHasWords(reason, 3), reason).toBe(true);
  });
});
