import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentStatus, appointmentTab } from '@app/domain/appointment-status';
import { appointmentsResponse } from '@app/domain/schemas/appointments';
import { useTestApp } from '../../test/harness';
import { appointments, invoices, payments, refunds, slotHolds } from '../schema';
import { therapistAppointmentsResponse } from '@app/domain/schemas/dashboard';
import { allowedMoves, TIME_MOVES } from '@app/domain/appointment-life-cycle';
import { lifeCycleStateOf, sessionFactsOf, therapistTab } from '@app/domain/therapist-sessions';
import { DEMO_CLIENT, DEMO_THERAPIST, seedDemo } from './seed';

const ctx = useTestApp();
const NOW = new Date();

describe('seedDemo', () => {
  it('gives the demo therapist bookings in every state the dashboard shows', async () => {
    await seedDemo(ctx.db, { count: 24, now: NOW });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_THERAPIST.email, password: DEMO_THERAPIST.password },
    });
    const { token } = login.json<{ token: string }>();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/appointments',
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    const list = therapistAppointmentsResponse.parse(res.json()).appointments;
    const seen = new Set(
      list.map((a) => {
        const b = { ...a, startsAt: new Date(a.startsAt), paid: a.payment };
        const moves = allowedMoves('therapist', lifeCycleStateOf(b), NOW);
        // Proposing new times depends on the hour (decision 0040); the states are the others.
        const states = moves.filter((m) => !(TIME_MOVES as readonly string[]).includes(m));
        return `${therapistTab(sessionFactsOf(b), NOW)}: ${states.join('+') || '-'}`;
      }),
    );
    expect([...seen].sort()).toEqual(
      [
        'cancelled: -',
        'past: -',
        'past: complete+not-attended',
        'upcoming: -',
        'upcoming: accept+decline',
        'upcoming: request-cancellation',
      ].sort(),
    );
    // Nothing seeded is overdue: the acceptance deadline job cancels none of it at start-up.
    expect(await ctx.app.booking.nonAcceptance.sweep()).toBe(0);
    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/stats',
      headers: { token },
    });
    const weeks = stats.json().weeks as Array<{ bookings: number; past: boolean }>;
    expect(weeks.filter((w) => w.past && w.bookings > 0).length).toBeGreaterThanOrEqual(6);
  });

  it('gives the demo client an appointment in every state My Appointments shows', async () => {
    await seedDemo(ctx.db, { count: 24, now: NOW });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
    });
    const { token } = login.json<{ token: string }>();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/user/appointments',
      headers: { token },
    });
    expect(res.statusCode).toBe(200);
    const list = appointmentsResponse.parse(res.json()).appointments;
    const view = list.map((a) => {
      const input = { ...a, refundPaise: a.refund?.amountPaise ?? null };
      return `${appointmentTab(input, NOW)}: ${appointmentStatus(input).label}`;
    });
    expect(view.sort()).toEqual(
      [
        'upcoming: Appointment Confirmed',
        'upcoming: Pending Confirmation',
        'upcoming: Refund Requested',
        'upcoming: Pending Payment',
        'past: Completed',
        'past: Session Not Attended',
        'cancelled: Cancelled By You & Refunded',
        'cancelled: Cancelled By Therapist & Refunded',
        'cancelled: Cancelled',
      ].sort(),
    );
  });

  it('issues the demo payments their tax invoices and processed refunds their credit notes', async () => {
    await seedDemo(ctx.db, { count: 24, now: NOW, invoices: ctx.config.invoices });
    const captured = await ctx.db
      .select()
      .from(payments)
      .where(sql`${payments.status} in ('captured', 'refunded')`);
    const processed = await ctx.db.select().from(refunds).where(eq(refunds.status, 'processed'));
    const issued = await ctx.db.select().from(invoices);
    expect(issued.filter((i) => i.kind === 'invoice')).toHaveLength(captured.length);
    expect(issued.filter((i) => i.kind === 'credit-note')).toHaveLength(processed.length);
    expect(captured.length).toBeGreaterThan(0);
    expect(processed.length).toBeGreaterThan(0);
  });

  it('keeps the money rules: paid ones have a captured payment and a permanent claim', async () => {
    await seedDemo(ctx.db, { count: 24, now: NOW });
    const rows = await ctx.db.select().from(appointments);
    for (const a of rows) {
      const pays = await ctx.db.select().from(payments).where(eq(payments.appointmentId, a.id));
      const holds = await ctx.db.select().from(slotHolds).where(eq(slotHolds.appointmentId, a.id));
      const refundRows = await ctx.db.select().from(refunds).where(eq(refunds.appointmentId, a.id));
      if (a.payment === 'paid' && !a.cancelled) {
        expect(pays.map((p) => p.status)).toEqual(['captured']);
        expect(pays[0]?.amountPaise).toBe(a.bookingFeePaise);
        expect(holds).toEqual([
          expect.objectContaining({ kind: 'booking', expiresAt: null, startsAt: a.startsAt }),
        ]);
        expect(pays[0]?.holdId).toBe(holds[0]?.id);
        expect(refundRows).toEqual([]);
      } else if (a.payment === 'paid') {
        expect(pays.map((p) => p.status)).toEqual(['refunded']);
        expect(refundRows.map((r) => [r.status, r.amountPaise])).toEqual([['processed', 9900]]);
        expect(holds).toEqual([]);
      } else if (a.cancelled) {
        expect([pays, holds, refundRows]).toEqual([[], [], []]);
      } else {
        expect(pays).toEqual([]);
        expect(holds).toEqual([
          expect.objectContaining({ kind: 'reservation', expiresAt: a.reservationExpiresAt }),
        ]);
      }
    }
    // Seeding again changes nothing.
    await seedDemo(ctx.db, { count: 24, now: NOW });
    const [again] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(appointments);
    expect(again?.n).toBe(rows.length);
  });
});
