import { ReviewFromNavigation } from '#features/booking/components/review-routes';

/** /appointment-review: the older review page, from the profile's booking panel. */
export function AppointmentReviewRoute() {
  return <ReviewFromNavigation />;
}
