import { ReviewFromAddress } from '#features/booking/components/review-routes';

/** /appointment/{docId}?date=&time=&mode=: the older review page from its address. */
export function AppointmentRoute() {
  return <ReviewFromAddress />;
}
