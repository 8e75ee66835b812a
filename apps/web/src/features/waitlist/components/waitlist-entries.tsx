import { Link } from 'react-router';
import type { WaitlistEntry } from '@app/domain/schemas/waitlist';
import type { TimeOfDay } from '@app/domain/listing-search';
import { WAITLIST_MESSAGES } from '@app/domain/waitlist';
import { buttonClasses } from '#components/ui/button';
import { paths } from '#config/paths';
import { actionErrorText } from '#lib/action-error-text';
import { useT } from '#lib/i18n/i18n-context';
import { showError, showSuccess } from '#lib/toast';
import { useWaitlist } from '../api/get-waitlist';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { dayLabel } from '../lib/waitlist-days';
import { WAITLIST_WORDS as W } from './waitlist-words';

/**
 * The person's live waitlist entries with a Leave button each; nothing is shown while there are
 * none (or before they load), so My Appointments stays as it was for everyone else.
 */
export function WaitlistEntries() {
  const t = useT();
  const query = useWaitlist();
  const entries = query.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="waitlist-heading"
      className="rounded-card border border-slate-200 bg-white p-4 shadow-raised sm:p-5"
    >
      <h2 id="waitlist-heading" className="text-lg font-semibold text-slate-900">
        {t(W.listTitle)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(W.listText)}</p>
      <ul className="mt-4 grid gap-3">
        {entries.map((entry) => (
          <li key={entry._id}>
            <EntryRow entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EntryRow({ entry }: { entry: WaitlistEntry }) {
  const t = useT();
  const leave = useLeaveWaitlist();
  const days = entry.slotDateTo
    ? t(W.range, {
        from: dayLabel(entry.slotDate, t.language),
        to: dayLabel(entry.slotDateTo, t.language),
      })
    : dayLabel(entry.slotDate, t.language);
  const times: Record<TimeOfDay, string> = {
    morning: t(W.morning),
    afternoon: t(W.afternoon),
    evening: t(W.evening),
  };
  const details = [
    entry.timeOfDay ? times[entry.timeOfDay] : t(W.anyTime),
    entry.sessionType === 'online'
      ? t(W.online)
      : entry.sessionType === 'in-person'
        ? t(W.inPerson)
        : null,
    entry.noticesSent > 0 ? t(W.told, { count: entry.noticesSent }) : null,
  ].filter(Boolean);

  const onLeave = () =>
    leave.mutate(entry._id, {
      onSuccess: () => showSuccess(t(WAITLIST_MESSAGES.left), { id: 'waitlist' }),
      onError: (e) => showError(actionErrorText(e, t(W.leaveFailed)), { id: 'waitlist' }),
    });

  return (
    <div className="flex flex-col gap-3 rounded-control border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{entry.therapistName}</p>
        <p className="text-[0.9375rem] text-slate-700">{days}</p>
        <p className="text-sm text-slate-600">{details.join(' · ')}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        {entry.therapistSlug ? (
          <Link
            to={paths.booking(entry.therapistSlug, { date: entry.slotDate })}
            className={buttonClasses('secondary', 'md')}
          >
            {t(W.bookingPage)}
          </Link>
        ) : null}
        <button
          type="button"
          onClick={onLeave}
          disabled={leave.isPending}
          aria-label={t(W.leaveLabel, { therapist: entry.therapistName, days })}
          className={buttonClasses('danger-outline', 'md')}
        >
          {leave.isPending ? t(W.leaving) : t(W.leave)}
        </button>
      </div>
    </div>
  );
}
