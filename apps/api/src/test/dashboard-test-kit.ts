import { fromWireAppointment, type AppointmentItem } from '@app/domain/schemas/appointments';
import { insertClient } from './factories';
import { bookingScene, post, type Ctx } from './booking-test-kit';
import { paidAppointment } from './appointments-test-kit';

/** Shared set-up of the therapist dashboard tests (not a test file itself). */

/** A therapist account with its own approved profile, a client and a slot date three days ahead. */
export async function therapistScene(ctx: Ctx) {
  const account = await insertClient(ctx.db, { role: 'therapist' });
  const scene = await bookingScene(ctx, { accountId: account.account.id });
  return { ...scene, therapist: account };
}

/** A paid booking of the therapist's 10:00 slot (or `slotTime`) by the scene's client. */
export async function therapistBooking(ctx: Ctx, slotTime = '10:00') {
  const scene = await therapistScene(ctx);
  return paidAppointment(ctx, scene, slotTime).then((b) => ({ ...b, therapist: scene.therapist }));
}

export const dashboardGet = (ctx: Ctx, url: string, token?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

export const dashboardAction = (
  ctx: Ctx,
  token: string | undefined,
  id: string,
  action: string,
  body: object = {},
) => post(ctx, `/api/dashboard/appointments/${id}/${action}`, body, token);

/** The client's own card of an appointment, as /my-appointments reads it. */
export async function clientCard(ctx: Ctx, token: string, id: string) {
  const res = await dashboardGet(ctx, '/api/user/appointments', token);
  const list = (res.json().appointments as AppointmentItem[]).map(fromWireAppointment);
  const card = list.find((a) => a.id === id);
  if (!card) throw new Error('no such card');
  return card;
}
