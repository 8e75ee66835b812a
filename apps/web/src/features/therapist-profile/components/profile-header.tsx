import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { effectiveTitle } from '@app/domain/listing';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { Avatar } from '#components/ui/avatar';
import { buttonClasses } from '#components/ui/button';
import {
  CheckBadgeIcon,
  ClockIcon,
  GraduationIcon,
  LanguageIcon,
  MapPinIcon,
} from '#components/ui/icons';
import { formatFee, formatLanguages } from '#lib/format';
import { useT } from '#lib/i18n/i18n-context';
import { ReportDialog } from './report-dialog';
import { ShareButton } from './share-button';
import { paths } from '#config/paths';
import { PROFILE } from '../lib/profile-words';
import { displayName } from '@app/domain/i18n/display-names';

export type ProfileHeaderProps = { therapist: TherapistProfile; likeControl?: ReactNode };

/** Photo, name, verified mark, title, fee and the Report / Share / Book Appointment actions. */
export function ProfileHeader({ therapist: t, likeControl }: ProfileHeaderProps) {
  const title = effectiveTitle(t);
  const words = useT();
  return (
    <section
      aria-labelledby="therapist-name"
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-7"
    >
      <div className="flex flex-col gap-5 sm:flex-row">
        <Avatar src={t.image} name={t.name} id={t.id} size={128} eager className="rounded-card" />
        <div className="min-w-0 flex-1">
          <h1
            id="therapist-name"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-2xl font-bold tracking-tight sm:text-3xl"
          >
            {t.name}
            {t.verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-800 ring-1 ring-success-100">
                <CheckBadgeIcon width={14} height={14} strokeWidth={2} />
                {words(PROFILE.verified)}
              </span>
            ) : null}
          </h1>
          {title ? (
            <p className="mt-1 text-lg text-slate-700">{displayName(words, 'title', title)}</p>
          ) : null}
          <p className="mt-3">
            <span className="text-2xl font-semibold text-slate-900">
              {formatFee(t.fees, words)}
            </span>
            <span className="text-sm text-slate-600">{words(PROFILE.perSession)}</span>
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-5">
        <Link
          to={paths.booking(t.slug, {}, { fromProfile: true })}
          className={buttonClasses('accent', 'md', 'w-full sm:w-auto')}
        >
          {words(PROFILE.bookAppointment)}
        </Link>
        {/* Share, Report and the like stay on one row, also on a phone. */}
        <div className="flex flex-1 items-center gap-2" data-testid="profile-secondary-actions">
          <ShareButton name={t.name} title={title} />
          <ReportDialog therapistId={t.id} therapistName={t.name} />
          {likeControl ? <span className="ml-auto">{likeControl}</span> : null}
        </div>
      </div>
    </section>
  );
}

/** Qualifications, experience, languages and location. */
export function ProfileFacts({ therapist: t }: { therapist: TherapistProfile }) {
  const words = useT();
  const city = t.location.city.trim() ? displayName(words, 'city', t.location.city.trim()) : '';
  const place = [city, t.location.state].filter((s) => s.trim() !== '').join(', ');
  const notProvided = words(PROFILE.notProvided);
  const facts = [
    {
      icon: GraduationIcon,
      label: words(PROFILE.qualifications),
      value: t.degree.trim() || notProvided,
    },
    {
      icon: ClockIcon,
      label: words(PROFILE.experience),
      value:
        t.experience > 0 ? words(PROFILE.yearsOfPractice, { years: t.experience }) : notProvided,
    },
    {
      icon: LanguageIcon,
      label: words(PROFILE.languages),
      value: formatLanguages(t.languages, words),
    },
    { icon: MapPinIcon, label: words(PROFILE.location), value: place || words(PROFILE.onlineOnly) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {facts.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="relative rounded-card border border-slate-200 bg-white p-4 pl-17"
        >
          <dt className="text-sm text-slate-600">
            <span className="absolute top-4 left-4 inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary-700">
              <Icon width={20} height={20} />
            </span>
            {label}
          </dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
