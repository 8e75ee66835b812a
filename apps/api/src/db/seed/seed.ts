/**
 * The demo seed: therapists with weekly hours, a demo client, the demo team (an owner, finance and
 * support) and one therapist account linked to the first therapist. Idempotent: when the demo
 * owner exists it only adds team accounts that are missing.
 * Large seeds go in batches of multi-row inserts, each batch in its own short transaction
 * (PGlite runs one query at a time; long transactions would block everyone else).
 */
import { randomBytes } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../client';
import * as schema from '../schema';
import { accounts, therapists } from '../schema';
import { hashPassword } from '../../modules/accounts/accounts.module';
import { planDemoAppointments } from './demo-appointments';
import { insertDemoAdminQueue } from './demo-admin-queue';
import { DEMO_ADMIN, DEMO_FINANCE, DEMO_SUPPORT, insertDemoTeamMates } from './demo-team';
import { generateTherapists, withDemoFeaturedPool } from './demo-data';
import { insertDemoAppointments, issueDemoInvoices } from './seed-appointments';
import type { InvoiceSettings } from '../../modules/booking/booking.module';
import { DEMO_THERAPIST_CLIENTS, planTherapistDemo } from './demo-therapist-appointments';
import type { TherapistSeed } from './demo-data';

export interface Credentials {
  email: string;
  password: string;
}

export interface SeedResult {
  /** False when the demo data was already there (nothing was written). */
  created: boolean;
  /** Therapists in the database after the call. */
  therapists: number;
  credentials: {
    client: Credentials;
    admin: Credentials;
    finance: Credentials;
    support: Credentials;
    therapist: Credentials;
  };
}

export interface SeedOptions {
  now?: Date;
  count?: number;
  log?: (msg: string) => void;
  /** When given, the demo payments get their tax invoices and refunds their credit notes. */
  invoices?: InvoiceSettings;
}

export const DEMO_CLIENT = {
  email: 'client@demo.manascare.example',
  password: 'DemoClient#2026',
  username: 'demo_client',
  firstName: 'Priya',
  lastName: 'Sharma',
} as const;

const DEMO_CLIENT_CONTACT = {
  firstName: DEMO_CLIENT.firstName,
  lastName: DEMO_CLIENT.lastName,
  email: DEMO_CLIENT.email,
  phone: '+91 98200 45123',
};

export { DEMO_ADMIN, DEMO_FINANCE, DEMO_SUPPORT };

export const DEMO_THERAPIST = {
  email: 'therapist@demo.manascare.example',
  password: 'DemoTherapist#2026',
  username: 'demo_therapist',
} as const;

export const DEFAULT_DEMO_COUNT = 72;
const BATCH = 500;
const DEMO_SEED = 1;

const credentials = (): SeedResult['credentials'] => ({
  client: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
  admin: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  finance: { email: DEMO_FINANCE.email, password: DEMO_FINANCE.password },
  support: { email: DEMO_SUPPORT.email, password: DEMO_SUPPORT.password },
  therapist: { email: DEMO_THERAPIST.email, password: DEMO_THERAPIST.password },
});

async function countTherapists(db: Db | Tx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(therapists);
  return Number(row?.n ?? 0);
}

/** A PostgreSQL array literal of simple values (uuids, numbers, 'HH:MM'): no quoting needed. */
const arrayLiteral = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

async function insertBatch(tx: Tx, batch: readonly TherapistSeed[]): Promise<number> {
  const rows = batch.map(({ hours: _hours, ...t }) => ({
    ...t,
    // The demo's verified therapists were verified by the team; they keep no documents on file.
    verificationGranted: t.verified,
    createdAt: t.listedAt,
    updatedAt: t.listedAt,
  }));
  // ON CONFLICT DO NOTHING: a seed interrupted half-way can simply be run again.
  const inserted = await tx
    .insert(therapists)
    .values(rows)
    .onConflictDoNothing({ target: therapists.slug })
    .returning({ id: therapists.id, slug: therapists.slug });
  const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
  const ids: string[] = [];
  const weekdays: number[] = [];
  const times: string[] = [];
  for (const t of batch) {
    const id = idBySlug.get(t.slug);
    if (id === undefined) continue;
    for (const h of t.hours) {
      ids.push(id);
      weekdays.push(h.weekday);
      times.push(h.startTime);
    }
  }
  if (ids.length > 0) {
    await tx.execute(sql`
      INSERT INTO therapist_hours (therapist_id, weekday, start_time)
      SELECT * FROM unnest(${arrayLiteral(ids)}::uuid[], ${arrayLiteral(weekdays)}::smallint[], ${arrayLiteral(times)}::text[])
      ON CONFLICT DO NOTHING`);
  }
  return inserted.length;
}

export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const log = opts.log ?? (() => {});
  const existing = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${DEMO_ADMIN.email}`)
    .limit(1);
  if (existing.length > 0) {
    await insertDemoTeamMates(db);
    log('Demo data already present: nothing to do.');
    return { created: false, therapists: await countTherapists(db), credentials: credentials() };
  }

  const count = opts.count ?? DEFAULT_DEMO_COUNT;
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`count must be a positive whole number (got ${count})`);
  const now = opts.now ?? new Date();
  const started = performance.now();
  const data = withDemoFeaturedPool(generateTherapists(count, DEMO_SEED, now), now);
  const first = data[0];
  if (first) first.email = DEMO_THERAPIST.email;
  log(`Generated ${data.length} therapists in ${Math.round(performance.now() - started)} ms.`);

  const [clientHash, adminHash, therapistHash, bookersHash] = await Promise.all([
    hashPassword(DEMO_CLIENT.password),
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_THERAPIST.password),
    // The demo therapist's clients only book: a random password nobody knows.
    hashPassword(randomBytes(24).toString('base64url')),
  ]);

  let created = 0;
  for (let from = 0; from < data.length; from += BATCH) {
    const batch = data.slice(from, from + BATCH);
    created += await db.transaction((tx) => insertBatch(tx, batch));
    if (data.length > BATCH)
      log(`  therapists ${Math.min(from + BATCH, data.length)}/${data.length}`);
  }
  // Fresh statistics for the planner: the first searches after a large seed otherwise plan for an
  // empty table (hundreds of rows estimated where there are 100,000).
  if (data.length > BATCH) await db.execute(sql`ANALYZE therapists`);

  const clientPlan = planDemoAppointments(data, now);
  /** The demo therapist's bookings by three demo clients, around the demo client's own. */
  async function seedTherapistBookings(tx: Tx, t: TherapistSeed, at: Date) {
    const taken = new Set(
      clientPlan.filter((a) => a.therapistSlug === t.slug).map((a) => a.startsAt.getTime()),
    );
    const plan = planTherapistDemo(t, at, taken);
    const clients = await tx
      .insert(accounts)
      .values(
        DEMO_THERAPIST_CLIENTS.map((c) => ({
          role: 'client' as const,
          email: c.email,
          username: c.username,
          firstName: c.firstName,
          lastName: c.lastName,
          passwordHash: bookersHash,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: accounts.id, email: accounts.email });
    let n = 0;
    for (const [i, c] of DEMO_THERAPIST_CLIENTS.entries()) {
      const account = clients.find((a) => a.email === c.email);
      if (!account) continue;
      n += await insertDemoAppointments(
        tx,
        { id: account.id, ...c },
        plan.filter((a) => a.clientIndex === i),
      );
    }
    return n;
  }

  // The owner goes in last: its presence means the whole seed is done.
  await db.transaction(async (tx) => {
    const [firstName = 'Demo', ...rest] = (first?.name ?? 'Demo Therapist')
      .replace(/^Dr\.\s+/, '')
      .split(' ');
    await insertDemoTeamMates(tx);
    const insertedAccounts = await tx
      .insert(accounts)
      .values([
        {
          role: 'client',
          email: DEMO_CLIENT.email,
          username: DEMO_CLIENT.username,
          firstName: DEMO_CLIENT.firstName,
          lastName: DEMO_CLIENT.lastName,
          passwordHash: clientHash,
        },
        {
          role: 'therapist',
          email: DEMO_THERAPIST.email,
          username: DEMO_THERAPIST.username,
          firstName,
          lastName: rest.join(' ') || 'Therapist',
          passwordHash: therapistHash,
        },
        {
          role: DEMO_ADMIN.role,
          email: DEMO_ADMIN.email,
          username: DEMO_ADMIN.username,
          firstName: DEMO_ADMIN.firstName,
          lastName: DEMO_ADMIN.lastName,
          passwordHash: adminHash,
        },
      ])
      .onConflictDoNothing()
      .returning({ id: accounts.id, role: accounts.role });
    const therapistAccount = insertedAccounts.find((a) => a.role === 'therapist');
    const clientAccount = insertedAccounts.find((a) => a.role === 'client');
    if (clientAccount) {
      const booked = await insertDemoAppointments(
        tx,
        { id: clientAccount.id, ...DEMO_CLIENT_CONTACT },
        clientPlan,
      );
      log(`Booked ${booked} demo appointments for the demo client.`);
      await insertDemoAdminQueue(tx, {
        clientId: clientAccount.id,
        reportedSlug: data[1]?.slug,
        now,
      });
    }
    if (first && therapistAccount) {
      await tx
        .update(therapists)
        .set({ accountId: therapistAccount.id })
        .where(sql`${therapists.slug} = ${first.slug}`);
      log(`Booked ${await seedTherapistBookings(tx, first, now)} demo therapist bookings.`);
    }
    if (opts.invoices) {
      const issued = await issueDemoInvoices(tx, opts.invoices);
      log(`Issued ${issued.invoices} tax invoices and ${issued.creditNotes} credit notes.`);
    }
  });

  const total = await countTherapists(db);
  log(
    `Seeded ${created} therapists (${total} in the database) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  return { created: true, therapists: total, credentials: credentials() };
}

/** Every table of the schema, for a full reset. */
export function allTableNames(): string[] {
  const names: string[] = [];
  for (const value of Object.values(schema) as unknown[]) {
    if (is(value, PgTable)) names.push(getTableName(value));
  }
  return names;
}

/** Deletes every row of every table (TRUNCATE … RESTART IDENTITY CASCADE), for `npm run seed` to redo. */
export async function resetDemo(db: Db): Promise<void> {
  const names = allTableNames().map((n) => `"${n.replace(/"/g, '""')}"`);
  if (names.length === 0) return;
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
