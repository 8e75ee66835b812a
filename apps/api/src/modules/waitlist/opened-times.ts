import { bookingPageLink } from '@app/domain/book-again';
import { formatIstMoment, istInstant, type IstDate } from '@app/domain/ist';
import { TIMES_OPENED, type TimesOpenedEvent } from '@app/domain/times-opened';
import type { SessionType } from '@app/domain/schemas/booking';
import type { TimeOfDay } from '@app/domain/listing-search';
import { asksToKeepWaiting, wishMatches, type OpenedTime } from '@app/domain/waitlist';
import type { Db, Tx } from '../../db/client';
import type { JobRunner } from '../../shared/jobs/job-runner';
import type { SiteInfo } from '../../shared/site-info';
import type { BookingModule } from '../booking/booking.module';
import type { AccountContacts } from '../accounts/accounts.module';
import type { Notice, NoticeSender } from '../notifications/notifications.module';
import type { TherapistLabels } from '../therapists/therapists.module';
import * as q from './waitlist.queries';
import { todayIso } from './waitlist.service';

type OpenTime = OpenedTime & { startsAt: Date; date: IstDate };

export interface OpenedTimesDeps {
  db: Db;
  jobs: JobRunner;
  site: SiteInfo;
  availability: Pick<BookingModule['availability'], 'listingWindow' | 'offeredModes'>;
  labels: Pick<TherapistLabels, 'of'>;
  accounts: Pick<AccountContacts, 'find'>;
  notices: Pick<NoticeSender, 'send'>;
  now: () => Date;
}

const wishOf = (e: q.WaitlistEntryRow) => ({
  therapistId: e.therapistId,
  slotDate: e.slotDate,
  slotDateTo: e.slotDateTo,
  timeOfDay: e.timeOfDay as TimeOfDay | null,
  sessionType: e.sessionType as SessionType | null,
});

/**
 * The waitlist's reaction to `therapist.times-opened`: the times open now that the change may have
 * opened (exactly the freed start of a cancellation or move; any for new hours), and for every
 * person whose live entry waits for one of them, one notice of the times not told before. Nothing
 * is held: the booking page's checkout decides who gets a time.
 */
export function registerOpenedTimes(deps: OpenedTimesDeps) {
  const { db, jobs } = deps;

  async function openTimes(e: TimesOpenedEvent, at: Date): Promise<OpenTime[]> {
    const window = await deps.availability.listingWindow(e.therapistId, at);
    if (!window) return [];
    const modes = await deps.availability.offeredModes(e.therapistId);
    const freed = e.starts ? new Set(e.starts.map((s) => new Date(s).getTime())) : null;
    return window.days.flatMap((day) =>
      day.times
        .map((time) => ({
          therapistId: e.therapistId,
          slotDate: day.key,
          slotTime: time,
          sessionTypes: modes,
          date: day.date,
          startsAt: istInstant(day.date, time),
        }))
        .filter((o) => !freed || freed.has(o.startsAt.getTime())),
    );
  }

  async function noticesFor(tx: Tx, e: TimesOpenedEvent, open: OpenTime[], at: Date) {
    const entries = await q.liveEntriesWith(tx, e.therapistId, todayIso(at));
    if (entries.length === 0) return [];
    const label = (await deps.labels.of([e.therapistId], tx)).get(e.therapistId);
    if (!label) return [];
    const byAccount = new Map<string, q.WaitlistEntryRow[]>();
    for (const entry of entries) {
      byAccount.set(entry.accountId, [...(byAccount.get(entry.accountId) ?? []), entry]);
    }
    const due: Notice[] = [];
    for (const [accountId, own] of byAccount) {
      const matching = open.filter((o) => own.some((w) => wishMatches(wishOf(w), o)));
      const fresh = await q.recordNotices(
        tx,
        accountId,
        e.therapistId,
        matching.map((o) => o.startsAt),
      );
      if (fresh.length === 0) continue;
      const told = matching.filter((o) => fresh.some((s) => s.getTime() === o.startsAt.getTime()));
      const waiting = own.filter((w) => told.some((o) => wishMatches(wishOf(w), o)));
      const counts = await q.countNotice(
        tx,
        waiting.map((w) => w.id),
      );
      const noticesSent = Math.max(...counts.values());
      const contact = await deps.accounts.find(accountId, tx);
      // The mode the person waits for, when every entry told names the same one.
      const modes = new Set(waiting.map((w) => w.sessionType));
      const mode = modes.size === 1 ? ([...modes][0] as SessionType | null) : null;
      const times = told.map((o) => ({
        slotDate: o.slotDate,
        slotTime: o.slotTime,
        link: bookingPageLink(deps.site.publicUrl, label.slug, o, mode),
      }));
      const first = times[0]!;
      // Texts carry the first time's link; the mail lists every time told.
      due.push({
        kind: 'waitlist.opened',
        key: `waitlist.opened:${accountId}:${e.therapistId}:${told[0]!.startsAt.toISOString()}`,
        to: { accountId },
        mail: contact?.email
          ? {
              template: 'waitlistOpened',
              facts: [
                {
                  to: contact.email,
                  clientName: contact.firstName,
                  therapistName: label.name,
                  times,
                  noticesSent,
                  askToKeepWaiting: asksToKeepWaiting(noticesSent),
                  waitlistLink: `${deps.site.publicUrl}/my-appointments`,
                },
              ],
            }
          : null,
        vars: { therapist: label.name, when: formatIstMoment(told[0]!.startsAt), link: first.link },
      });
    }
    return due;
  }

  jobs.register(TIMES_OPENED, async (payload) => {
    const event = payload as unknown as TimesOpenedEvent;
    const at = deps.now();
    const open = await openTimes(event, at);
    if (open.length === 0) return;
    await db.transaction(async (tx) => {
      const due = await noticesFor(tx, event, open, at);
      if (due.length > 0) await deps.notices.send(tx, due);
    });
    jobs.notify();
  });
}
