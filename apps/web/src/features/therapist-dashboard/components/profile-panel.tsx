import { FormAlert } from '#components/ui/form-alert';
import { Skeleton } from '#components/ui/skeleton';
import { useT } from '#lib/i18n/i18n-context';
import { displayName } from '@app/domain/i18n/display-names';
import { FIELD_WORDS as F } from '#components/therapist-fields/field-words';
import { PROFILE as W } from '../lib/profile-words';
import { useApplication } from '../api/application';
import { useDashboardMe } from '../api/get-me';
import { useDashboardProfile } from '../api/profile';
import { ApplicationForm } from './application-form';
import { ProfileForm } from './profile-form';
import { DocumentsUpload, PhotoUpload } from './uploads-panel';
import { AccountClosureSection } from './account-closure-section';

/** Name, title, qualifications and experience: editable until the team approves them. */
function ApplicationSection() {
  const t = useT();
  const application = useApplication();
  const data = application.data;
  return (
    <section aria-labelledby="application-heading" className="grid gap-3">
      <h2 id="application-heading" className="text-xl font-semibold">
        {t(W.application)}
      </h2>
      {application.isPending ? (
        <div role="status">
          <span className="sr-only">{t(W.loadingApplication)}</span>
          <Skeleton className="h-64 w-full" />
        </div>
      ) : !data ? (
        <FormAlert>{t(W.applicationFailed)}</FormAlert>
      ) : data.editable ? (
        <>
          <p className="text-[0.9375rem] text-slate-600">{t(W.applicationEditable)}</p>
          <ApplicationForm key={JSON.stringify(data)} application={data} />
        </>
      ) : (
        <>
          <dl className="grid gap-3 rounded-card border border-slate-200 bg-white p-4 sm:grid-cols-2">
            {[
              [t(F.fullName), data.name],
              [t(F.title), displayName(t, 'title', data.professionalTitle)],
              [t(F.qualifications), data.degree],
              [t(F.experience), String(data.experience)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="text-[0.9375rem] text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-[0.9375rem] text-slate-600">{t(W.applicationChecked)}</p>
        </>
      )}
    </section>
  );
}

/** Application details, profile, photo, qualification documents and closing the account. */
export function ProfilePanel() {
  const t = useT();
  const profile = useDashboardProfile();
  const me = useDashboardMe();
  return (
    <div className="grid gap-8">
      <ApplicationSection />
      <section aria-labelledby="profile-heading" className="grid gap-3">
        <h2 id="profile-heading" className="text-xl font-semibold">
          {t(W.profile)}
        </h2>
        <p className="text-[0.9375rem] text-slate-600">{t(W.goesLive)}</p>
        {profile.isPending ? (
          <div role="status">
            <span className="sr-only">{t(W.loadingProfile)}</span>
            <Skeleton className="h-96 w-full" />
          </div>
        ) : profile.isError ? (
          <FormAlert>{t(W.profileFailed)}</FormAlert>
        ) : (
          <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} />
        )}
      </section>
      <section aria-labelledby="photo-heading" className="grid gap-3">
        <h2 id="photo-heading" className="text-xl font-semibold">
          {t(W.photo)}
        </h2>
        {profile.data ? (
          <PhotoUpload imageUrl={profile.data.imageUrl} name={me.data?.name ?? t(W.you)} />
        ) : null}
      </section>
      <section aria-labelledby="documents-heading" className="grid gap-3">
        <h2 id="documents-heading" className="text-xl font-semibold">
          {t(W.documents)}
        </h2>
        <DocumentsUpload />
      </section>
      <AccountClosureSection />
    </div>
  );
}
