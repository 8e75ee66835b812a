import {
  formatIstDate,
  formatIstMoment,
  formatTime12h,
  istToday,
  parseSlotDateKey,
} from '@app/domain/ist';
import type { OutgoingMail } from './outbox.queries';
import type { SiteInfo } from '../site-info';

export type { SiteInfo };

/**
 * Which mail a row of the outbox is. Logged on delivery instead of the subject, which names
 * clients and therapists.
 */
export type MailKind =
  | 'account.password-reset'
  | 'account.sign-in-disabled'
  | 'account.sign-in-enabled'
  | 'application.received'
  | 'application.team-new'
  | 'application.team-resubmitted'
  | 'application.team-document-added'
  | 'application.review'
  | 'booking.client-confirmation'
  | 'booking.therapist-notice'
  | 'booking.late-refund'
  | 'booking.duplicate-payment'
  | 'booking.accepted'
  | 'booking.not-accepted-client'
  | 'booking.not-accepted-therapist'
  | 'booking.client-deleted-account'
  | 'booking.therapist-suspended-cancelled'
  | 'booking.therapist-suspended-kept'
  | 'booking.reminder-client'
  | 'booking.reminder-therapist'
  | 'cancellation.request-received'
  | 'cancellation.team-client-request'
  | 'cancellation.team-therapist-request'
  | 'cancellation.therapist-asked'
  | 'cancellation.client-asked'
  | 'cancellation.approved'
  | 'cancellation.rejected'
  | 'cancellation.therapist-outcome'
  | 'cancellation.by-team-client'
  | 'cancellation.by-team-therapist'
  | 'contact.acknowledgement'
  | 'document.asked-again'
  | 'featured.receipt'
  | 'featured.duplicate-payment'
  | 'privacy.deletion-requested'
  | 'privacy.team-closure-request'
  | 'privacy.closed-by-team'
  | 'refund.processed'
  | 'refund.goodwill'
  | 'reschedule.moved-client'
  | 'reschedule.moved-therapist'
  | 'reschedule.proposed'
  | 'reschedule.declined-client'
  | 'reschedule.declined-therapist'
  | 'reschedule.lapsed'
  | 'refund.team-failed'
  | 'report.team-therapist'
  | 'report.outcome'
  | 'waitlist.opened'
  | 'followup.suggested';

/** A mail from its lines of text: the one place a template's lines become a body. */
export function composeMail(
  kind: MailKind,
  to: string,
  subject: string,
  lines: string[],
  extra: Pick<OutgoingMail, 'html' | 'attachments'> = {},
): OutgoingMail {
  return { kind, to, subject, text: lines.join('\n'), ...extra };
}

/** A notice to the team's own address: facts for the people who run the site. */
export const teamNotice = (
  kind: MailKind,
  site: { supportEmail: string },
  subject: string,
  lines: string[],
) => composeMail(kind, site.supportEmail, subject, lines);

/** A session's slot as every mail writes it: 'Thursday 26 November 2026 at 8:00 AM IST'. */
export function formatMailSlot(s: { slotDate: string; slotTime: string }): string {
  const date = parseSlotDateKey(s.slotDate);
  return `${date ? formatIstDate(date, 'long') : s.slotDate} at ${formatTime12h(s.slotTime)} IST`;
}

/** An instant as mails write it: 'Thu, 26 Nov 2026, 8:00 AM IST'. */
export const formatMailMoment = formatIstMoment;

/** A day as mails write it: 'Thursday 26 November 2026' (IST). */
export const formatMailDay = (at: Date) => formatIstDate(istToday(at), 'long');

/** 'Hello Asha,' or, for a mail to an address nobody has named, 'Hello,'. */
export const greeting = (name?: string) => (name ? `Hello ${name},` : 'Hello,');

/** The formal opening of the mails about a therapist's application. */
export const formalGreeting = (name: string) => `Dear ${name},`;

const questions = (site: SiteInfo) => `Questions? Write to ${site.supportEmail}.`;

/** The close of a mail about bookings: any lines that lead in, where to ask, the site's name. */
export const siteSignOff = (site: SiteInfo, ...lead: string[]) => [
  ...lead,
  questions(site),
  '',
  site.name,
];

/** The close of a mail to a client: their appointments page, where to ask, the site's name. */
export const clientSignOff = (site: SiteInfo) =>
  siteSignOff(site, `Manage your appointments: ${site.publicUrl}/my-appointments`);

/** The close of a mail to a therapist about a session: their dashboard, where to ask. */
export const therapistSignOff = (site: SiteInfo) =>
  siteSignOff(site, `Your dashboard: ${site.publicUrl}/dashboard`);

/** The team's signature: 'The Manas Care team', after 'Warm regards,' when `warm`. */
export const teamSignature = (siteName: string, warm = false) => [
  ...(warm ? ['Warm regards,'] : []),
  `The ${siteName} team`,
];

/** The close of the mails about a therapist's application: where to ask, warm regards. */
export const applicantSignOff = (site: SiteInfo) => [
  `Questions? Write to us at ${site.supportEmail}.`,
  '',
  ...teamSignature(site.name, true),
];

/** Text made safe inside the HTML part of a mail. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
