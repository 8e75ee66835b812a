import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../../db/client';
import { insertTherapist } from '../../../test/factories';
import { resetDatabase, testDatabase } from '../../../test/harness';
import { createTherapistStanding, type TherapistStanding } from './therapist-standing.service';

let database: Database;
let standing: TherapistStanding;

beforeAll(async () => {
  database = await testDatabase();
  standing = createTherapistStanding(database.db);
});
beforeEach(() => resetDatabase(database));

const at = new Date('2026-11-20T10:00:00Z');
const listedBefore = new Date('2025-01-01T00:00:00Z');

/** Runs one write of the port on a row it locked first, as the review does. */
const inTx = <T>(run: (tx: Tx) => Promise<T>) => database.db.transaction(run);

describe('where a therapist stands, written by the therapists module', () => {
  it('approval lists the profile as the newest and makes it bookable, clearing the old reason', async () => {
    const t = await insertTherapist(database.db, {
      status: 'changes_requested',
      statusReason: 'Add your degree.',
      available: false,
      listedAt: listedBefore,
    });
    const after = await inTx(async (tx) => {
      expect(await standing.lock(tx, t.id)).toMatchObject({ id: t.id });
      return standing.review(tx, t.id, 'approve', { at, reason: 'ignored' });
    });
    expect(after).toMatchObject({
      status: 'approved',
      statusReason: null,
      statusChangedAt: at,
      available: true,
      listedAt: at,
    });
  });

  it.each([
    ['requestChanges', 'pending', 'changes_requested', 'Add your degree.'],
    ['reject', 'pending', 'rejected', 'Not a licensed practitioner.'],
    ['suspend', 'approved', 'suspended', 'Licence under review.'],
  ] as const)(
    '%s keeps the reason and leaves listing and availability alone',
    async (verb, from, to, reason) => {
      const t = await insertTherapist(database.db, { status: from, listedAt: listedBefore });
      const after = await inTx((tx) => standing.review(tx, t.id, verb, { at, reason }));
      expect(after).toMatchObject({
        status: to,
        statusReason: reason,
        statusChangedAt: at,
        available: true,
        listedAt: listedBefore,
      });
    },
  );

  it('restoring a suspended listing clears the reason and keeps its place in the listing', async () => {
    const t = await insertTherapist(database.db, {
      status: 'suspended',
      statusReason: 'Licence under review.',
      listedAt: listedBefore,
    });
    const after = await inTx((tx) => standing.review(tx, t.id, 'restore', { at, reason: null }));
    expect(after).toMatchObject({ status: 'approved', statusReason: null, listedAt: listedBefore });
  });

  it('closing an account suspends a listed profile and rejects an application, both unavailable', async () => {
    const listed = await insertTherapist(database.db, { status: 'approved' });
    const applying = await insertTherapist(database.db, { status: 'pending' });
    const [closedListing, closedApplication] = await inTx(async (tx) => [
      await standing.close(tx, listed, { at, reason: 'Asked to leave.' }),
      await standing.close(tx, applying, { at, reason: 'Asked to leave.' }),
    ]);
    expect(closedListing).toMatchObject({
      status: 'suspended',
      statusReason: 'Account closed: Asked to leave.',
      statusChangedAt: at,
      available: false,
    });
    expect(closedApplication).toMatchObject({ status: 'rejected', available: false });
  });

  it('featuring and verification write only their own columns', async () => {
    const t = await insertTherapist(database.db, { status: 'approved' });
    const expiry = new Date('2027-01-01T00:00:00Z');
    const featured = await inTx((tx) => standing.setFeatured(tx, t.id, { featured: true, expiry }));
    expect(featured).toMatchObject({ featured: true, featuredExpiry: expiry, status: 'approved' });
    const verified = await inTx((tx) =>
      standing.setVerified(tx, t.id, { verified: false, granted: true }),
    );
    expect(verified).toMatchObject({ verified: false, verificationGranted: true, featured: true });
    expect(await standing.find(t.id)).toMatchObject({ verificationGranted: true });
  });
});
