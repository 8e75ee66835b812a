import { useParams } from 'react-router';
import { useAccountLanguage } from '#features/profile/hooks/use-account-language';
import { BookingPage } from '#features/booking/components/booking-page';

/** /booking/{slug}: the two-step booking (booking-and-payments.md §2, §4). */
export function BookingRoute() {
  useAccountLanguage();
  const { slug = '' } = useParams();
  return <BookingPage key={slug} slug={slug.toLowerCase()} />;
}
