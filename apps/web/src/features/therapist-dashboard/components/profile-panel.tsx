import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { useApplication } from '../api/application';
import { useDashboardMe } from '../api/get-me';
import { useDashboardProfile } from '../api/profile';
import { ApplicationForm } from './application-form';
import { ProfileForm } from './profile-form';
import { DocumentsUpload, PhotoUpload } from './uploads-panel';
import { AccountClosureSection } from './account-closure-section';

/** Name, title, qualifications and experience: editable until the team approves them. */
function ApplicationSection() {
  const application = useApplication();
  const data = application.data;
  return (
    <section aria-labelledby="application-heading" className="grid gap-3">
      <h2 id="application-heading" className="text-xl font-semibold">
        Application details
      </h2>
      {application.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your application…</span>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : !data ? (
        <FormAlert>Unable to load your application. Please refresh the page.</FormAlert>
      ) : data.editable ? (
        <>
          <p className="text-[0.9375rem] text-slate-600">
            Our team checks these before your profile goes live. You can correct them until your
            application is approved.
          </p>
          <ApplicationForm key={JSON.stringify(data)} application={data} />
        </>
      ) : (
        <>
          <dl className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2">
            {[
              ['Full name', data.name],
              ['Professional title', data.professionalTitle],
              ['Qualifications', data.degree],
              ['Years of experience', String(data.experience)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="text-[0.9375rem] text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-[0.9375rem] text-slate-600">
            Our team has checked these. To change them, please write to our team.
          </p>
        </>
      )}
    </section>
  );
}

/** Application details, profile, photo, qualification documents and closing the account. */
export function ProfilePanel() {
  const profile = useDashboardProfile();
  const me = useDashboardMe();
  return (
    <div className="grid gap-8">
      <ApplicationSection />
      <section aria-labelledby="profile-heading" className="grid gap-3">
        <h2 id="profile-heading" className="text-xl font-semibold">
          Profile
        </h2>
        <p className="text-[0.9375rem] text-slate-600">Changes here go live at once.</p>
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
      <AccountClosureSection />
    </div>
  );
}
