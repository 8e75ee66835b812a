import { useLocation } from 'react-router';
import { AppointmentsPage } from '#features/appointments/components/appointments-page';
import { VerifyBookingPhone } from '#components/notification-settings/verify-booking-phone';

/** After a paid booking the page first offers to verify the booking's phone. */
export function MyAppointmentsRoute() {
  const state = useLocation().state as { bookedPhone?: unknown } | null;
  const bookedPhone = typeof state?.bookedPhone === 'string' ? state.bookedPhone : null;
  return (
    <AppointmentsPage before={bookedPhone ? <VerifyBookingPhone phone={bookedPhone} /> : null} />
  );
}
