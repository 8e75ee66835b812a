import { useLocation, useNavigate } from 'react-router';
import { AppointmentsPage } from '#features/appointments/components/appointments-page';
import { WaitlistEntries } from '#features/waitlist/components/waitlist-entries';
import { useAccountLanguage } from '#features/profile/hooks/use-account-language';
import { VerifyBookingPhone } from '#components/notification-settings/verify-booking-phone';

/**
 * After a paid booking the page first offers to verify the booking's phone. The offer lives in the
 * page's history entry, so a reload keeps it; dismissing it removes it from there. The person's
 * waitlist, when they wait for any time, is listed above their appointments.
 */
export function MyAppointmentsRoute() {
  useAccountLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as { bookedPhone?: unknown } | null;
  const bookedPhone = typeof state?.bookedPhone === 'string' ? state.bookedPhone : null;
  const forget = () =>
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  return (
    <AppointmentsPage
      before={
        <div className="grid gap-6 empty:hidden">
          {bookedPhone ? <VerifyBookingPhone phone={bookedPhone} onDismiss={forget} /> : null}
          <WaitlistEntries />
        </div>
      }
    />
  );
}
