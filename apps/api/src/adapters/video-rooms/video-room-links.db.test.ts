import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness';
import { insertClient } from '../../test/factories';
import { appointmentRow, paidAppointment } from '../../test/appointments-test-kit';
import { clientCard, dashboardGet, therapistScene } from '../../test/dashboard-test-kit';
import { checkRoomToken } from '../../test/room-token-check';

const server = {
  appId: 'manascare',
  secret: 'a-shared-secret-of-at-least-32-characters',
  domain: 'meet.manascare.example',
};
const clock = { now: new Date() };
const ctx = useTestApp({
  env: {
    VIDEO_ROOM_URL: 'https://meet.manascare.example',
    VIDEO_ROOM_APP_ID: server.appId,
    VIDEO_ROOM_SECRET: server.secret,
  },
  now: () => clock.now,
});

const roomUrl = (card: Record<string, unknown>) =>
  (card.access as { videoRoom: { url: string | null } }).videoRoom.url;

/** Who a link lets in, as the video server decides it: the room and the token's user. */
function entry(url: string | null, room: string, at: Date) {
  if (!url) return null;
  const jwt = new URL(url).searchParams.get('jwt') ?? '';
  const checked = checkRoomToken(jwt, server, room, at);
  return checked.ok ? checked.claims.context.user : checked.reason;
}

describe('video rooms on a self-hosted Jitsi with room tokens', () => {
  it('give the client and the therapist their own link, only in the window, for their room only', async () => {
    clock.now = new Date();
    const scene = await therapistScene(ctx);
    const mine = await paidAppointment(ctx, scene, '10:00');
    const other = await insertClient(ctx.db, { firstName: 'Ravi' });
    const theirs = await paidAppointment(ctx, { ...scene, client: other }, '11:00', {
      clientFirstName: 'Ravi',
      clientLastName: 'Kumar',
    });
    const { startsAt, videoRoom } = await appointmentRow(ctx, mine.appointmentId);
    const otherRoom = (await appointmentRow(ctx, theirs.appointmentId)).videoRoom;
    const nameOf = (room: string) => `manascare-${room}`;

    // Before the window neither side has a link.
    expect(roomUrl(await clientCard(ctx, scene.client.token, mine.appointmentId))).toBeNull();

    clock.now = new Date(startsAt.getTime() - 5 * 60_000);
    const clientUrl = roomUrl(await clientCard(ctx, scene.client.token, mine.appointmentId));
    const dashboard = await dashboardGet(ctx, '/api/dashboard/appointments', scene.therapist.token);
    const therapistUrl = roomUrl(
      dashboard.json().appointments.find((a: { _id: string }) => a._id === mine.appointmentId),
    );
    expect(clientUrl).toMatch(
      new RegExp(
        `^https://meet\\.manascare\\.example/${nameOf(videoRoom)}\\?jwt=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`,
      ),
    );
    expect(therapistUrl).not.toBe(clientUrl);
    expect(entry(clientUrl, nameOf(videoRoom), clock.now)).toEqual({
      id: scene.client.account.id,
      name: 'Priya Sharma',
      moderator: false,
    });
    expect(entry(therapistUrl, nameOf(videoRoom), clock.now)).toEqual({
      id: scene.t.id,
      name: scene.t.name,
      moderator: true,
    });

    // Neither link opens the other appointment's room, nor this room after the session.
    expect(entry(clientUrl, nameOf(otherRoom), clock.now)).toBe('room');
    expect(entry(therapistUrl, nameOf(otherRoom), clock.now)).toBe('room');
    const otherUrl = roomUrl(await clientCard(ctx, other.token, theirs.appointmentId));
    expect(otherUrl).toBeNull(); // the other session's window has not opened yet
    const later = new Date(startsAt.getTime() + 65 * 60_000);
    expect(entry(clientUrl, nameOf(videoRoom), later)).toBe('time');

    // The other client never sees this appointment, nor any link to its room.
    const list = await dashboardGet(ctx, '/api/user/appointments', other.token);
    expect(list.json().appointments.map((a: { _id: string }) => a._id)).toEqual([
      theirs.appointmentId,
    ]);
    expect(list.body).not.toContain(videoRoom);
    clock.now = new Date(startsAt.getTime() + 65 * 60_000);
    const theirUrl = roomUrl(await clientCard(ctx, other.token, theirs.appointmentId));
    expect(entry(theirUrl, nameOf(otherRoom), clock.now)).toMatchObject({ name: 'Ravi Kumar' });
    expect(entry(theirUrl, nameOf(videoRoom), clock.now)).toBe('room');
  });
});
