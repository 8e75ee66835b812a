import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  appointmentsResponse,
  fromWireAppointment,
  type Appointment,
} from '@app/domain/schemas/appointments';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { APPOINTMENTS_KEY } from '#lib/query-keys';

/** GET /api/user/appointments (token) → the caller's appointments, newest first. */
export async function getAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  const body = await apiGet('/api/user/appointments', appointmentsResponse, { signal });
  return body.appointments.map(fromWireAppointment);
}

export { APPOINTMENTS_KEY };

const HOUR = 3_600_000;
const roomOpensSoon = (items: Appointment[] | undefined) =>
  (items ?? []).some((a) => {
    const room = a.access.videoRoom;
    if (!room || room.url) return false;
    const wait = new Date(room.opensAt).getTime() - Date.now();
    return wait < HOUR && new Date(room.closesAt).getTime() > Date.now();
  });

/** Keyed by the token, so signing in as someone else never shows the previous list. */
export const appointmentsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, token] as const,
    queryFn: ({ signal }) => getAppointments(signal),
    enabled: token !== null,
    // A video room's link is handed out once it opens: look again while one is about to.
    refetchInterval: (query) => (roomOpensSoon(query.state.data) ? 60_000 : false),
  });

export function useAppointments() {
  const token = useAuthToken();
  return useQuery(appointmentsQueryOptions(token));
}
