import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { accounts, sessions, therapistHours, therapists } from '../db/schema';
import { hashToken, newToken } from '../modules/accounts/session-tokens';

type TherapistInsert = typeof therapists.$inferInsert;

let counter = 0;
const next = () => ++counter;

export async function insertTherapist(
  db: Db,
  overrides: Partial<TherapistInsert> & {
    hours?: Array<{ weekday: number; startTime: string }>;
  } = {},
) {
  const n = next();
  const { hours, ...fields } = overrides;
  const [row] = await db
    .insert(therapists)
    .values({
      slug: `therapist-${n}`,
      name: `Therapist ${n}`,
      imageUrl: `/api/media/avatars/therapist-${n}.svg`,
      professionalTitle: 'Clinical Psychologist',
      specialities: ['Anxiety'],
      languages: ['English'],
      sessionModes: ['Online'],
      gender: 'Female',
      feeRupees: 1500,
      city: 'Pune',
      state: 'Maharashtra',
      status: 'approved',
      available: true,
      listedAt: new Date('2025-01-01T00:00:00Z'),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  if (hours?.length) {
    await db.insert(therapistHours).values(hours.map((h) => ({ therapistId: row.id, ...h })));
  }
  return row;
}

/** A client account with a live session; returns the raw token to send in the `token` header. */
export async function insertClient(db: Db, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const n = next();
  const [account] = await db
    .insert(accounts)
    .values({
      email: `client${n}-${randomUUID().slice(0, 6)}@example.com`,
      username: `client_${n}_${randomUUID().slice(0, 6)}`,
      firstName: 'Test',
      lastName: `Client${n}`,
      passwordHash: 'not-a-real-hash',
      ...overrides,
    })
    .returning();
  if (!account) throw new Error('insert failed');
  const token = newToken();
  await db.insert(sessions).values({
    accountId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { account, token };
}
