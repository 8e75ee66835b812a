import type { ReactNode } from 'react';
import { formatTimeIn } from '@app/domain/i18n/dates';
import { displayName } from '@app/domain/i18n/display-names';
import { effectiveTitle } from '@app/domain/listing';
import type { TherapistProfile } from '@app/domain/schemas/therapist';
import { Avatar } from '#components/ui/avatar';
import { CheckBadgeIcon } from '#components/ui/icons';
import { useT } from '#lib/i18n/i18n-context';
import { formatLanguages } from '#lib/format';
import { BOOKING, REVIEW } from '../lib/booking-words';
import { longSlotDate } from '../lib/slot-text';

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-slate-200 bg-white p-5 shadow-raised sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Photo, name, verified mark, title and the facts that matter before booking. */
export function DoctorInformation({ therapist: t }: { therapist: TherapistProfile }) {
  const words = useT();
  const title = effectiveTitle(t);
  const place = [t.location.city, t.location.state].filter((s) => s.trim() !== '').join(', ');
  return (
    <Card title={words(REVIEW.doctorInformation)} id="doctor-heading">
      <div className="flex items-start gap-4">
        <Avatar src={t.image} name={t.name} id={t.id} size={80} eager className="rounded-card" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            {t.name}
            {t.verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-800 ring-1 ring-success-100">
                <CheckBadgeIcon width={14} height={14} strokeWidth={2} />
                {words(REVIEW.verified)}
              </span>
            ) : null}
          </p>
          {title ? <p className="text-slate-700">{displayName(words, 'title', title)}</p> : null}
        </div>
      </div>
      <div className="mt-5 border-t border-slate-100 pt-4">
        <Facts
          rows={[
            [words(REVIEW.qualifications), t.degree.trim() || words(REVIEW.notProvided)],
            [
              words(REVIEW.experience),
              t.experience > 0
                ? words(REVIEW.years, { years: t.experience })
                : words(REVIEW.notProvided),
            ],
            [words(REVIEW.languages), formatLanguages(t.languages, words)],
            [words(REVIEW.location), place || words(REVIEW.onlineOnly)],
          ]}
        />
      </div>
    </Card>
  );
}

export function AppointmentDetails({
  slotDate,
  slotTime,
  sessionType,
}: {
  slotDate: string;
  slotTime: string;
  sessionType: 'online' | 'in-person';
}) {
  const words = useT();
  return (
    <Card title={words(REVIEW.appointmentDetails)} id="appointment-heading">
      <Facts
        rows={[
          [words(BOOKING.date), longSlotDate(slotDate, words.language)],
          [
            words(BOOKING.time),
            words(BOOKING.timeIst, { time: formatTimeIn(words.language, slotTime) }),
          ],
          [words(BOOKING.sessionLength), words(BOOKING.oneHour)],
          [words(REVIEW.sessionType), words(REVIEW.sessionKind, { mode: sessionType })],
        ]}
      />
    </Card>
  );
}
