import type { PeopleQuery } from '@app/domain/schemas/admin-people';
import { mayActOnPerson } from '@app/domain/team-roles';
import type { Db, Tx } from '../../db/client';
import type { Caller } from '../../plugins/auth';
import { conflict, forbidden, notFound } from '../../shared/app-error';
import { recordAudit } from '../../shared/audit/audit-log';
import { isUuid } from '../../shared/ids';
import type { AccountNotices } from './account-notices';
import { MESSAGES_PEOPLE } from './people-messages';
import * as q from './people.queries';
import { revokeAccountSessions } from './sessions.queries';
import { removeSecondFactor, secondFactorSummary } from './second-factor.queries';
import { isTeamRole } from '@app/domain/team-roles';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The team's view of accounts: search, one person's account and sign-in state, and the sign-in
 * actions (disable, enable, sign out everywhere). Each action is audited in its transaction.
 */
export function createPeople(deps: {
  db: Db;
  /** Mails the person about their sign-in, in their language. */
  notices: Pick<AccountNotices, 'signInDisabled' | 'signInEnabled'>;
  jobsQueued?: () => void;
  now?: () => Date;
}) {
  const { db, notices } = deps;
  const now = deps.now ?? (() => new Date());

  /** The team member acting: their account, and their role for what they may touch. */
  type Actor = Pick<Caller, 'accountId' | 'role'>;

  async function act(
    actor: Actor,
    personId: string,
    run: (
      tx: Tx,
      person: NonNullable<Awaited<ReturnType<typeof q.lockPerson>>>,
      at: Date,
    ) => Promise<{ action: string; data: Record<string, unknown>; mailed: boolean }>,
  ) {
    if (!isUuid(personId)) throw notFound(MESSAGES_PEOPLE.notFound);
    const at = now();
    const done = await db.transaction(async (tx) => {
      const person = await q.lockPerson(tx, personId);
      if (!person) throw notFound(MESSAGES_PEOPLE.notFound);
      if (!mayActOnPerson(actor.role, person.role)) throw forbidden(MESSAGES_PEOPLE.teamByOwners);
      const outcome = await run(tx, person, at);
      await recordAudit(tx, {
        actorAccountId: actor.accountId,
        actorKind: 'admin',
        action: outcome.action,
        entity: 'account',
        entityId: personId,
        data: outcome.data,
      });
      return outcome;
    });
    if (done.mailed) deps.jobsQueued?.();
  }

  return {
    /** `byPhone` adds the accounts another module knows by a phone (the booking form's). */
    async search(query: PeopleQuery, byPhone?: q.PhoneSearch) {
      const { rows, total } = await q.searchPeople(
        db,
        { ...query, q: query.q || undefined },
        byPhone,
      );
      return {
        success: true as const,
        items: rows.map((r) => ({
          ...r,
          disabledAt: iso(r.disabledAt),
          createdAt: r.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** The account and its sessions in use; null when no account has this id. */
    async find(id: string) {
      if (!isUuid(id)) return null;
      const row = await q.findPerson(db, id);
      if (!row) return null;
      const live = await q.liveSessionsOf(db, id, now());
      return {
        person: { ...row, disabledAt: iso(row.disabledAt), createdAt: row.createdAt.toISOString() },
        sessions: { active: live.active, lastStartedAt: iso(live.lastStartedAt) },
        secondFactor: isTeamRole(row.role) ? await secondFactorSummary(db, id) : null,
      };
    },

    disable: (actor: Actor, personId: string, reason: string) =>
      act(actor, personId, async (tx, person, at) => {
        if (personId === actor.accountId) throw conflict(MESSAGES_PEOPLE.notYourself);
        if (person.disabledAt) throw conflict(MESSAGES_PEOPLE.alreadyDisabled);
        await q.setDisabled(tx, personId, { at, reason });
        await revokeAccountSessions(tx, personId, at);
        await notices.signInDisabled(tx, { ...person, id: personId }, reason);
        return {
          action: 'account.sign_in_disabled',
          data: { before: { disabled: false }, after: { disabled: true }, reason },
          mailed: true,
        };
      }),

    enable: (actor: Actor, personId: string) =>
      act(actor, personId, async (tx, person) => {
        if (!person.disabledAt) throw conflict(MESSAGES_PEOPLE.notDisabled);
        await q.setDisabled(tx, personId, null);
        await notices.signInEnabled(tx, { ...person, id: personId });
        return {
          action: 'account.sign_in_enabled',
          data: { before: { disabled: true }, after: { disabled: false } },
          mailed: true,
        };
      }),

    /**
     * A team member who lost their phone and recovery codes: an owner removes the factor and ends
     * their sessions; they sign in with their password and set up a new one (the owners' rule,
     * when on, asks for it before anything else).
     */
    resetSecondFactor: (actor: Actor, personId: string, reason: string) =>
      act(actor, personId, async (tx, _person, at) => {
        if (personId === actor.accountId) throw conflict(MESSAGES_PEOPLE.ownFactor);
        if (!(await removeSecondFactor(tx, personId))) throw conflict(MESSAGES_PEOPLE.noFactor);
        await revokeAccountSessions(tx, personId, at);
        return { action: 'account.second_factor_reset', data: { reason }, mailed: false };
      }),

    signOutEverywhere: (actor: Actor, personId: string) =>
      act(actor, personId, async (tx, _person, at) => {
        await revokeAccountSessions(tx, personId, at);
        return { action: 'account.signed_out_everywhere', data: {}, mailed: false };
      }),
  };
}

export type People = ReturnType<typeof createPeople>;
