import { AppointmentsPage } from '#features/appointments/components/appointments-page';

export function MyAppointmentsRoute() {
  return <AppointmentsPage />;
}
