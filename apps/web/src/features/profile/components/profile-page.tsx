import { useState } from 'react';
import { Navigate } from 'react-router';
import { PROFILE as W } from '../lib/profile-words';
import { useT } from '#lib/i18n/i18n-context';
import { PageHead } from '#components/seo/page-head';
import { PencilIcon } from '#components/ui/icons';
import { Avatar } from '#components/ui/avatar';
import { buttonClasses } from '#components/ui/button';
import { Skeleton } from '#components/ui/skeleton';
import { useIsSignedIn } from '#lib/auth-token';
import { useProfile } from '../api/get-profile';
import { ProfileForm } from './profile-form';
import { ProfileView } from './profile-view';
import { DataRightsSection } from './data-rights-section';
import { SubscribeCalendar } from '#components/calendar-feed/subscribe-calendar';
import { PhoneAndNotifications } from '#components/notification-settings/phone-and-notifications';
import { useClientCalendarFeed } from '../api/calendar-feed';

function AppointmentsCalendar() {
  const feed = useClientCalendarFeed();
  return (
    <SubscribeCalendar
      carries="appointments"
      rotate={() => feed.mutateAsync()}
      pending={feed.isPending}
    />
  );
}
import { paths } from '#config/paths';

function ProfileSkeleton() {
  const t = useT();
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t(W.loading)}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-5 w-48" />
        </div>
      ))}
    </div>
  );
}

/** /my-profile: view mode, or edit mode with Cancel / Save Changes. Needs a signed-in user. */
/** `closedByTeam` is undefined while the account's role is still loading. */
export function ProfilePage({ closedByTeam }: { closedByTeam?: boolean }) {
  const signedIn = useIsSignedIn();
  const t = useT();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  // After a deletion there is nothing to come back to: the login page opens without a redirect.
  const [deleted, setDeleted] = useState(false);

  if (!signedIn)
    return (
      <Navigate
        to={paths.login({ mode: 'login', redirect: deleted ? undefined : paths.myProfile() })}
        replace
      />
    );

  const data = profile.data;
  const displayName = data ? `${data.firstName} ${data.lastName}`.trim() || data.username : '';

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <PageHead
        title={t(W.title)}
        description={t(W.metaDescription)}
        canonicalPath={paths.myProfile()}
        noIndex
      />
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t(W.title)}</h1>
        <p className="mt-2 text-slate-600">{t(W.lead)}</p>

        <section
          aria-labelledby="profile-info-heading"
          className="mt-8 rounded-card border border-slate-200 bg-white shadow-raised"
        >
          <div className="flex flex-wrap items-center gap-4 border-b border-slate-100 px-5 py-5 sm:px-7">
            {data ? (
              <Avatar name={displayName} id={data.email} size={56} className="rounded-full" />
            ) : (
              <Skeleton className="size-14 rounded-full" />
            )}
            <div className="min-w-[11rem] flex-1">
              <h2 id="profile-info-heading" className="text-xl font-semibold">
                {t(W.information)}
              </h2>
              {data ? <p className="truncate text-sm text-slate-600">@{data.username}</p> : null}
            </div>
            {data && !editing ? (
              <button
                type="button"
                onClick={() => setEditing(true)}
                className={buttonClasses('secondary', 'md', 'max-sm:w-full')}
              >
                <PencilIcon width={18} height={18} />
                {t(W.edit)}
              </button>
            ) : null}
          </div>

          <div className="px-5 py-5 sm:px-7 sm:py-6">
            {profile.isPending ? (
              <ProfileSkeleton />
            ) : profile.isError ? (
              <div role="alert" className="grid justify-items-start gap-4">
                <p className="text-slate-700">{t(W.loadFailed)}</p>
                <button
                  type="button"
                  onClick={() => void profile.refetch()}
                  className={buttonClasses('primary', 'md')}
                >
                  {t(W.tryAgain)}
                </button>
              </div>
            ) : editing ? (
              <ProfileForm
                profile={profile.data}
                onCancel={() => {
                  setEditing(false);
                  void profile.refetch();
                }}
                onSaved={() => setEditing(false)}
              />
            ) : (
              <ProfileView profile={profile.data} />
            )}
          </div>
        </section>
        {data && closedByTeam === false ? (
          <PhoneAndNotifications suggestedPhone={data.phone} />
        ) : null}
        {data && closedByTeam === false ? <AppointmentsCalendar /> : null}
        {data ? (
          <DataRightsSection onDeleted={() => setDeleted(true)} closedByTeam={closedByTeam} />
        ) : null}
      </div>
    </div>
  );
}
