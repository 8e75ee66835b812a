import { inArray, sql } from 'drizzle-orm';
import type { TeamRole } from '@app/domain/team-roles';
import type { Db, Tx } from '../client';
import { accounts } from '../schema';
import { hashPassword } from '../../modules/accounts/accounts.module';

interface DemoTeamMember {
  role: TeamRole;
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
}

/** The demo owner keeps the demo admin's address and password (today's admins are owners). */
export const DEMO_ADMIN = {
  role: 'owner',
  email: 'admin@demo.manascare.example',
  password: 'DemoAdmin#2026',
  username: 'admin',
  firstName: 'Demo',
  lastName: 'Admin',
} as const satisfies DemoTeamMember;

export const DEMO_FINANCE = {
  role: 'finance',
  email: 'finance@demo.manascare.example',
  password: 'DemoFinance#2026',
  username: 'demo_finance',
  firstName: 'Demo',
  lastName: 'Finance',
} as const satisfies DemoTeamMember;

export const DEMO_SUPPORT = {
  role: 'support',
  email: 'support@demo.manascare.example',
  password: 'DemoSupport#2026',
  username: 'demo_support',
  firstName: 'Demo',
  lastName: 'Support',
} as const satisfies DemoTeamMember;

/** A second support member: tries the second factor's set-up without changing the others' sign-in. */
export const DEMO_SUPPORT_EVENING = {
  role: 'support',
  email: 'support.evening@demo.manascare.example',
  password: 'DemoEvening#2026',
  username: 'demo_support_evening',
  firstName: 'Demo',
  lastName: 'Evening Support',
} as const satisfies DemoTeamMember;

/** The team's least-privileged demo accounts, beside the owner. */
const TEAM_MATES: readonly DemoTeamMember[] = [DEMO_FINANCE, DEMO_SUPPORT, DEMO_SUPPORT_EVENING];

/**
 * Adds the finance and support demo accounts that are missing: a fresh seed, or demo data made
 * before the team had roles (its admin became the owner).
 */
export async function insertDemoTeamMates(db: Db | Tx): Promise<void> {
  const emails = TEAM_MATES.map((m) => m.email);
  const present = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(inArray(sql`lower(${accounts.email})`, emails));
  const missing = TEAM_MATES.filter((m) => !present.some((p) => p.email === m.email));
  if (missing.length === 0) return;
  const rows = await Promise.all(
    missing.map(async ({ password, ...m }) => ({
      ...m,
      passwordHash: await hashPassword(password),
    })),
  );
  await db.insert(accounts).values(rows).onConflictDoNothing();
}
