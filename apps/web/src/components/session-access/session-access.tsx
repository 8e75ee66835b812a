import type { SessionAccess as Access } from '@app/domain/schemas/appointments';
import { formatIstDate, istToday } from '@app/domain/ist';
import { buttonClasses } from '../ui/button';
import { ExternalIcon, MapPinIcon, VideoIcon } from '../ui/icons';

/** '10:50 AM IST' (IST whatever the browser's zone). */
function istClock(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 330 * 60_000);
  const h = shifted.getUTCHours();
  const m = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? 'AM' : 'PM'} IST`;
}

/**
 * How to join a session, for the client's and the therapist's cards: the private video room while
 * it is open (10 minutes before the start until the end), else when it opens; or the address of an
 * in-person session with a map link. Renders nothing when there is nothing to join.
 */
export function SessionAccess({ access, now }: { access: Access; now: Date }) {
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
          Join the video session
          <ExternalIcon width={14} height={14} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      );
    const opens = new Date(videoRoom.opensAt);
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <VideoIcon width={18} height={18} className="mt-px shrink-0 text-slate-500" />
        <span>
          The private video room opens at {istClock(videoRoom.opensAt)} on{' '}
          {formatIstDate(istToday(opens), 'day-month')}, 10 minutes before the start.
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
          Open in maps
          <ExternalIcon width={14} height={14} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    );
  return null;
}
