import { useParams } from 'react-router';
import { useAccountLanguage } from '#features/profile/hooks/use-account-language';
import { BookingPage } from '#features/booking/components/booking-page';
import { JoinWaitlist } from '#features/waitlist/components/join-waitlist';

const modesOf = (labels: readonly string[]) =>
  (['online', 'in-person'] as const).filter((m) =>
    labels.some((l) => l.trim().toLowerCase() === m),
  );

/** /booking/{slug}: the two-step booking (booking-and-payments.md §2, §4), and the waitlist. */
export function BookingRoute() {
  useAccountLanguage();
  const { slug = '' } = useParams();
  return (
    <BookingPage
      key={slug}
      slug={slug.toLowerCase()}
      renderBeside={(t, day) => (
        <JoinWaitlist
          therapist={{ id: t.id, name: t.name }}
          modes={modesOf(t.sessionModes)}
          day={day}
        />
      )}
    />
  );
}
