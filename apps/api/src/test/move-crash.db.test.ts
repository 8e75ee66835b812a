import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addIstDays, istInstant, istToday, toSlotDateKey } from '@app/domain/ist';
import { appointments, slotHolds } from '../db/schema';
import { DROP_HOOK_TIMEOUT_MS } from './scratch-database';
import { killedServerKit } from './killed-server-kit';
import { insertClient, insertTherapist } from './factories';
import { freePort, type ServerProcess } from './server-process';
import { random, rows } from './scale-kit';

/**
 * Moves survive SIGKILL: clients move their bookings (two of them racing for each new slot) while
 * the server is killed at a random moment. After a restart every booking is at exactly one of its
 * two times, holds exactly the claim of that time, and an answered move is where it said.
 */
const KILLS = 2;
const TIMES = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const THERAPISTS = 3;

const servers = killedServerKit('move-crash', 'move_crash_webhook_secret');
const { kind, openStore, boot } = servers;

interface Mover {
  token: string;
  appointmentId: string;
  from: Date;
  to: Date;
  target: { slotDate: string; slotTime: string };
  /** The status the server answered, if it answered before the kill. */
  answer?: number;
}

async function seed(): Promise<Mover[]> {
  const database = await openStore();
  const today = istToday(new Date());
  const [day3, day4] = [addIstDays(today, 3), addIstDays(today, 4)];
  const hours = [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    TIMES.map((startTime) => ({ weekday, startTime })),
  );
  const movers: Mover[] = [];
  for (let i = 0; i < THERAPISTS; i++) {
    const t = await insertTherapist(database.db, { hours, email: `therapist${i}@move.example` });
    for (const [n, time] of TIMES.entries()) {
      const client = await insertClient(database.db);
      const from = istInstant(day3, time);
      // Two bookings race for each new time.
      const target = { slotDate: toSlotDateKey(day4), slotTime: TIMES[Math.floor(n / 2)]! };
      const [a] = await database.db
        .insert(appointments)
        .values({
          clientId: client.account.id,
          therapistId: t.id,
          startsAt: from,
          slotDate: toSlotDateKey(day3),
          slotTime: time,
          sessionType: 'online',
          firstName: 'Asha',
          lastName: `Client${n}`,
          email: `client${i}-${n}@move.example`,
          phone: '9876543210',
          payment: 'paid',
          therapistFeeRupees: 1500,
          bookingFeePaise: 9900,
          refundPolicy: 'booking-fee-24h-v1',
        })
        .returning();
      await database.db.insert(slotHolds).values({
        therapistId: t.id,
        startsAt: from,
        clientId: client.account.id,
        kind: 'booking',
        appointmentId: a!.id,
        expiresAt: null,
      });
      movers.push({
        token: client.token,
        appointmentId: a!.id,
        from,
        to: istInstant(day4, target.slotTime),
        target,
      });
    }
  }
  await database.close();
  return movers;
}

/** Every mover asks to move at once; the server is SIGKILLed once a random share answered. */
async function burst(server: ServerProcess, movers: Mover[], rand: () => number) {
  let answered = 0;
  const flows = movers.map(async (m) => {
    try {
      const res = await fetch(`${server.url}/api/user/reschedule-appointment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: m.token },
        body: JSON.stringify({ appointmentId: m.appointmentId, ...m.target }),
      });
      await res.json();
      m.answer = res.status;
      answered++;
    } catch (err) {
      // The server is gone (fetch failed, or the answer was cut off).
      if (!(err instanceof TypeError)) throw err;
    }
  });
  const killAfter = Math.floor(movers.length * (0.2 + rand() * 0.6));
  while (answered < killAfter) await new Promise((r) => setTimeout(r));
  await server.kill();
  await Promise.all(flows);
}

afterAll(() => servers.cleanUp(), DROP_HOOK_TIMEOUT_MS);

describe(`moves under SIGKILL (${kind})`, () => {
  it('leave every booking at exactly one of its two times', async () => {
    const seedValue = Date.now();
    const rand = random(seedValue);
    await servers.prepare();
    const movers = await seed();
    const port = await freePort();
    const perRound = Math.ceil(movers.length / KILLS);
    for (let k = 0; k < KILLS; k++)
      await burst(await boot(port), movers.slice(k * perRound, (k + 1) * perRound), rand);

    // Restart once after the last kill, then look with the server stopped (PGlite is one process).
    expect(await (await boot(port)).stop()).toBe(0);
    const database = await openStore();
    try {
      const booked = await rows<{ id: string; starts_at: string; invite_sequence: number }>(
        database,
        sql`select id, starts_at, invite_sequence from appointments`,
      );
      const claims = await rows<{ appointment_id: string; starts_at: string }>(
        database,
        sql`select appointment_id, starts_at from slot_holds`,
      );
      const answered = movers.filter((m) => m.answer !== undefined);
      console.log(
        `move crash test (${kind}): ${movers.length} moves, ${answered.length} answered ` +
          `(${answered.filter((m) => m.answer === 200).length} moved), seed ${seedValue}`,
      );
      expect(answered.length).toBeGreaterThan(0);
      for (const m of movers) {
        const row = booked.find((b) => b.id === m.appointmentId)!;
        const at = new Date(row.starts_at).getTime();
        expect([m.from.getTime(), m.to.getTime()]).toContain(at);
        expect(row.invite_sequence).toBe(at === m.to.getTime() ? 1 : 0);
        const own = claims.filter((c) => c.appointment_id === m.appointmentId);
        expect(own.map((c) => new Date(c.starts_at).getTime())).toEqual([at]);
        if (m.answer === 200) expect(at).toBe(m.to.getTime());
        if (m.answer === 409) expect(at).toBe(m.from.getTime());
        if (m.answer !== undefined) expect([200, 409]).toContain(m.answer);
      }
      expect(
        await rows(
          database,
          sql`select therapist_id, starts_at from appointments where payment = 'paid' and not cancelled
            group by therapist_id, starts_at having count(*) > 1`,
        ),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  }, 600_000);
});
