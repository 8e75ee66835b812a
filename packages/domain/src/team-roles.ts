/**
 * Roles inside the admin team and what each may do (decision 0046). The server asks `teamMay`
 * before every /api/admin route runs; the console asks the same function what to show.
 */

/** The team's roles, most trusted first. */
export const TEAM_ROLES = ['owner', 'finance', 'support'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Every account's role: the public side's two and the team's three (the database's order). */
export const ACCOUNT_ROLES = ['client', 'therapist', ...TEAM_ROLES] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const isTeamRole = (role: string | null | undefined): role is TeamRole =>
  (TEAM_ROLES as readonly string[]).includes(role ?? '');

export const ROLE_LABEL: Record<AccountRole, string> = {
  client: 'Client',
  therapist: 'Therapist',
  owner: 'Owner',
  finance: 'Finance',
  support: 'Support',
};

/**
 * What the team works on. Each /api/admin route names one; reading (GET) and acting (any other
 * method, or a download that takes personal data out) are granted separately.
 */
export const TEAM_CAPABILITIES = [
  /** The overview's counts and charts. */
  'overview',
  /** People search, a person's page, turning sign-in off and on, signing out everywhere. */
  'people',
  /** Closing a person's account (signed out, sessions cancelled, erasure scheduled). */
  'closeAccounts',
  /** Appointments and cancellation requests: confirm, complete, decide requests. */
  'appointments',
  /** Moving a booking to another time on either side's behalf. */
  'moveBookings',
  /** Cancelling a booking from the console; the refund chosen is checked by `mayChooseRefund`. */
  'cancelBookings',
  'reports',
  /** Contact-form messages. */
  'messages',
  /** The payments ledger. */
  'payments',
  /** Refunds: the list, retries, and refunds beyond what the policy gives. */
  'refunds',
  /** Finance CSV exports (payments, refunds, appointments). */
  'exports',
  /** Applications, listings, verification, featuring, suspension. */
  'therapists',
  /** Therapists' private documents (licences, identity): opened only by who decides on them. */
  'documents',
  /** Subscribers; their CSV counts as acting (it takes the addresses out). */
  'newsletter',
  /** Account deletions. */
  'deletions',
  'audit',
  /** Background jobs that died, and running them again. */
  'jobs',
  /** Changing an account's role. */
  'roles',
  /** Long-lived API tokens for commands. */
  'tokens',
] as const;
export type TeamCapability = (typeof TEAM_CAPABILITIES)[number];

export type TeamAccess = 'read' | 'act';
type Grant = TeamAccess | null;

const EVERYTHING = Object.fromEntries(TEAM_CAPABILITIES.map((c) => [c, 'act'])) as Record<
  TeamCapability,
  Grant
>;

const GRANTS: Record<TeamRole, Record<TeamCapability, Grant>> = {
  owner: EVERYTHING,
  finance: {
    overview: 'read',
    people: 'read',
    closeAccounts: null,
    appointments: 'read',
    moveBookings: 'read',
    // Finance moves money, not sessions (decision 0059): it sees cancellations, makes none.
    cancelBookings: 'read',
    reports: 'read',
    messages: 'read',
    payments: 'act',
    refunds: 'act',
    exports: 'act',
    therapists: 'read',
    documents: null,
    newsletter: 'read',
    deletions: 'read',
    audit: 'read',
    jobs: 'read',
    roles: null,
    tokens: null,
  },
  support: {
    overview: 'read',
    people: 'act',
    // Closing an account is an owner's act; support asks an owner to, in a note on the person.
    closeAccounts: null,
    appointments: 'act',
    moveBookings: 'act',
    cancelBookings: 'act',
    reports: 'act',
    messages: 'act',
    payments: 'read',
    refunds: 'read',
    exports: null,
    therapists: 'read',
    // Support decides on no document, so it opens none.
    documents: null,
    newsletter: 'read',
    deletions: 'read',
    audit: 'read',
    jobs: 'read',
    roles: null,
    tokens: null,
  },
};

/** Reading is what GET and HEAD do; every other method acts. */
export const accessOfMethod = (method: string): TeamAccess =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'act';

/** May an account of this role read, or act on, this part of the console? */
export function teamMay(
  role: string | null | undefined,
  capability: TeamCapability,
  access: TeamAccess,
): boolean {
  if (!isTeamRole(role)) return false;
  const grant = GRANTS[role][capability];
  return grant === 'act' || (grant === 'read' && access === 'read');
}

/** What a role may see at all: any grant, read or act. */
export const teamMaySee = (role: string | null | undefined, capability: TeamCapability) =>
  teamMay(role, capability, 'read');

/**
 * Turning a person's sign-in off or on, or signing them out everywhere: support does it for
 * clients and therapists; a team member's own account is an owner's to touch, as roles are.
 */
export function mayActOnPerson(actorRole: string | null | undefined, personRole: string): boolean {
  if (!teamMay(actorRole, 'people', 'act')) return false;
  return !isTeamRole(personRole) || teamMay(actorRole, 'roles', 'act');
}

/**
 * The refund a cancellation from the console gives: what the cancellation policy gives, all of
 * the fee, a goodwill amount the team names, or nothing.
 */
export const REFUND_CHOICES = ['policy', 'full', 'goodwill', 'none'] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

/**
 * Support cancels a booking only with the refund the policy gives; any other amount (more, or
 * less) is a money decision for finance or an owner.
 */
export function mayChooseRefund(role: string | null | undefined, choice: RefundChoice): boolean {
  if (!teamMay(role, 'cancelBookings', 'act')) return false;
  return choice === 'policy' || teamMay(role, 'refunds', 'act');
}

/**
 * Whether a reason the team gives has at least `min` words once trimmed: a word is a run of
 * letters or digits of any script (marks included), so "x" or "- - -" is not a reason.
 */
export function reasonHasWords(reason: string, min: number): boolean {
  const words = reason.trim().match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’.-]*/gu) ?? [];
  return words.length >= min;
}

/** Words a reason for closing an account needs. */
export const CLOSE_REASON_MIN_WORDS = 3;
