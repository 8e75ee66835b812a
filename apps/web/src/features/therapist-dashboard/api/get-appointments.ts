import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  fromWireTherapistAppointment,
  therapistAppointmentsResponse,
  type TherapistAppointment,
} from '@app/domain/schemas/dashboard';
import { apiGet } from '#lib/api-client';
import { useAuthToken } from '#lib/auth-token';
import { DASHBOARD_KEY } from './get-me';

export const THERAPIST_APPOINTMENTS_KEY = [...DASHBOARD_KEY, 'appointments'] as const;

/** GET /api/dashboard/appointments → the therapist's paid bookings, latest first. */
export async function getTherapistAppointments(
  signal?: AbortSignal,
): Promise<TherapistAppointment[]> {
  const body = await apiGet('/api/dashboard/appointments', therapistAppointmentsResponse, {
    signal,
  });
  return body.appointments.map(fromWireTherapistAppointment);
}

const HOUR = 3_600_000;
/** A room's link is handed out once it opens: look again every minute while one is about to. */
const roomOpensSoon = (items: TherapistAppointment[] | undefined) =>
  (items ?? []).some((a) => {
    const room = a.access.videoRoom;
    if (!room || room.url) return false;
    return (
      new Date(room.opensAt).getTime() - Date.now() < HOUR &&
      new Date(room.closesAt).getTime() > Date.now()
    );
  });

export const therapistAppointmentsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...THERAPIST_APPOINTMENTS_KEY, token] as const,
    queryFn: ({ signal }) => getTherapistAppointments(signal),
    enabled: token !== null,
    refetchInterval: (query) => (roomOpensSoon(query.state.data) ? 60_000 : false),
  });

export function useTherapistAppointments() {
  return useQuery(therapistAppointmentsQueryOptions(useAuthToken()));
}
