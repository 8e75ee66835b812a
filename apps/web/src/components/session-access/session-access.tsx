import type { SessionAccess as Access } from '@app/domain/schemas/appointments';
import { defineMessages } from '@app/domain/i18n/define';
import { formatDateIn, formatTimeIn } from '@app/domain/i18n/dates';
import { istNowMinutes, istToday } from '@app/domain/ist';
import { ROOM_OPENS_MINUTES_BEFORE } from '@app/domain/therapist-sessions';
import { useT } from '#lib/i18n/i18n-context';
import { buttonClasses } from '../ui/button';
import { ExternalIcon, MapPinIcon, VideoIcon } from '../ui/icons';

const M = defineMessages({
  join: { id: 'common.sessionAccess.join', defaultMessage: 'Join the video session' },
  newTab: { id: 'common.sessionAccess.newTab', defaultMessage: '(opens in a new tab)' },
  opens: {
    id: 'common.sessionAccess.opens',
    defaultMessage:
      'The private video room opens at {time} IST on {date}, {minutes} minutes before the start.',
  },
  maps: { id: 'common.sessionAccess.maps', defaultMessage: 'Open in maps' },
});

/** 'HH:MM' of an instant in IST, whatever the browser's zone. */
function istHhmm(iso: string): string {
  const minutes = istNowMinutes(new Date(iso));
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * How to join a session, for the client's and the therapist's cards: the private video room while
 * it is open (10 minutes before the start until the end), else when it opens; or the address of an
 * in-person session with a map link. Renders nothing when there is nothing to join.
 */
export function SessionAccess({ access, now }: { access: Access; now: Date }) {
  const t = useT();
  const { videoRoom, venue } = access;
  if (videoRoom) {
    const ended = now.getTime() >= new Date(videoRoom.closesAt).getTime();
    if (ended) return null;
    if (videoRoom.url)
      return (
        <a
          href={videoRoom.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}
        >
          <VideoIcon width={18} height={18} />
          {t(M.join)}
          <ExternalIcon width={14} height={14} />
          <span className="sr-only">{t(M.newTab)}</span>
        </a>
      );
    const opens = new Date(videoRoom.opensAt);
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <VideoIcon width={18} height={18} className="mt-px shrink-0 text-slate-500" />
        <span>
          {t(M.opens, {
            time: formatTimeIn(t.language, istHhmm(videoRoom.opensAt)),
            date: formatDateIn(t.language, istToday(opens), 'day-month'),
            minutes: ROOM_OPENS_MINUTES_BEFORE,
          })}
        </span>
      </p>
    );
  }
  if (venue)
    return (
      <p className="flex flex-wrap items-start gap-2 text-sm text-slate-700">
        <MapPinIcon width={18} height={18} className="mt-px shrink-0 text-slate-500" />
        <span data-testid="venue-address" className="min-w-0 flex-1">
          {venue.address}
        </span>
        <a
          href={venue.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {t(M.maps)}
          <ExternalIcon width={14} height={14} />
          <span className="sr-only">{t(M.newTab)}</span>
        </a>
      </p>
    );
  return null;
}
