import { useParams } from 'react-router';
import { LikeButton } from '#features/therapists/components/like-button';
import { TherapistProfile } from '#features/therapist-profile/components/therapist-profile';

/** /therapist/{slug} (booking-and-payments.md §2). */
export function TherapistProfileRoute() {
  const { slug = '' } = useParams();
  return (
    <TherapistProfile
      key={slug}
      slug={slug.toLowerCase()}
      renderLike={(t) => (
        <LikeButton therapistId={t.id} therapistName={t.name} liked={t.liked} likes={t.likes} />
      )}
    />
  );
}
