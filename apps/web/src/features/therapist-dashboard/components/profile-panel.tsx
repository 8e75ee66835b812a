import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDashboardMe } from '../api/get-me';
import { useDashboardProfile } from '../api/profile';
import { ProfileForm } from './profile-form';
import { DocumentsUpload, PhotoUpload } from './uploads-panel';

/** Profile, photo and qualification documents. */
export function ProfilePanel() {
  const profile = useDashboardProfile();
  const me = useDashboardMe();
  return (
    <div className="grid gap-8">
      <section aria-labelledby="profile-heading" className="grid gap-3">
        <h2 id="profile-heading" className="text-xl font-semibold">
          Profile
        </h2>
        <p className="text-[0.9375rem] text-slate-600">
          Changes here go live at once. To change your name, title, qualifications or experience,
          please write to our team.
        </p>
        {profile.isPending ? (
          <div role="status">
            <span className="sr-only">Loading your profile…</span>
            <Skeleton className="h-96 w-full" />
          </div>
        ) : profile.isError ? (
          <FormAlert>Unable to load your profile. Please refresh the page.</FormAlert>
        ) : (
          <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
        )}
      </section>
      <section aria-labelledby="photo-heading" className="grid gap-3">
        <h2 id="photo-heading" className="text-xl font-semibold">
          Photo
        </h2>
        {profile.data ? (
          <PhotoUpload imageUrl={profile.data.imageUrl} name={me.data?.name ?? 'You'} />
        ) : null}
      </section>
      <section aria-labelledby="documents-heading" className="grid gap-3">
        <h2 id="documents-heading" className="text-xl font-semibold">
          Qualification documents
        </h2>
        <DocumentsUpload />
      </section>
    </div>
  );
}
