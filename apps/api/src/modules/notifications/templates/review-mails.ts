import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  composeMail,
  teamNotice,
  type SiteInfo as ReviewSite,
} from '../../../shared/mail/mail-kit';
import { CANCELLATION_WORDS } from './appointment-mails';
import { applicantSignOffIn, formalGreetingIn, mailInstant, type MailWords } from './mail-words';

export type { ReviewSite };

export type ReviewDecision =
  'approved' | 'changes_requested' | 'rejected' | 'suspended' | 'restored';

interface Subject {
  name: string;
  email: string;
  slug: string;
}

const WORDS = defineMessages({
  subject: {
    id: 'mail.review.subject',
    defaultMessage:
      '{decision, select, approved {Your profile is live on {site}} changes_requested {Your {site} application needs a few changes} rejected {Your {site} application} suspended {Your {site} listing is paused} other {Your {site} listing is live again}}',
  },
  approved: {
    id: 'mail.review.approved',
    defaultMessage:
      'Good news: our team approved your application. Your profile is now listed and clients can book sessions with you.',
  },
  profile: { id: 'mail.review.profile', defaultMessage: 'Your profile: {url}' },
  manage: {
    id: 'mail.review.manage',
    defaultMessage: 'Sign in at {url} to manage your hours and sessions.',
  },
  changes: {
    id: 'mail.review.changes',
    defaultMessage:
      'Thank you for applying. Before we can list your profile, please make these changes:',
  },
  resubmit: {
    id: 'mail.review.resubmit',
    defaultMessage:
      'Sign in at {url} and open your dashboard\'s Profile page to make the\nchanges, then press "Resubmit for review". Our team will look at it again and write to you.',
  },
  rejected: {
    id: 'mail.review.rejected',
    defaultMessage:
      'Thank you for applying. After reviewing your application we are unable to list your profile.',
  },
  suspended: {
    id: 'mail.review.suspended',
    defaultMessage:
      'Your profile has been taken off the directory for now, and new bookings are paused.',
  },
  restored: {
    id: 'mail.review.restored',
    defaultMessage: 'Your profile is listed again and clients can book sessions with you: {url}',
  },
  kept: {
    id: 'mail.review.kept',
    defaultMessage:
      '{count, plural, one {# booked session} other {# booked sessions}} stay booked and go ahead as planned; the clients were told. Please keep them:',
  },
  cancelled: {
    id: 'mail.review.cancelled',
    defaultMessage:
      'Our team cancelled {count, plural, one {# upcoming session} other {# upcoming sessions}}; the clients were told and refunded their booking fees in full:',
  },
  aClient: { id: 'mail.review.aClient', defaultMessage: 'A client' },
});

function body({ site, t }: MailWords, s: Subject, decision: ReviewDecision, reason: string | null) {
  const profile = `${site.publicUrl}/therapist/${s.slug}`;
  const login = `${site.publicUrl}/login`;
  switch (decision) {
    case 'approved':
      return [
        t(WORDS.approved),
        '',
        t(WORDS.profile, { url: profile }),
        t(WORDS.manage, { url: login }),
      ];
    case 'changes_requested':
      return [t(WORDS.changes), '', reason ?? '', '', t(WORDS.resubmit, { url: login })];
    case 'rejected':
      return [t(WORDS.rejected), '', t(CANCELLATION_WORDS.reason, { reason: reason ?? '' })];
    case 'suspended':
      return [t(WORDS.suspended), '', t(CANCELLATION_WORDS.reason, { reason: reason ?? '' })];
    case 'restored':
      return [t(WORDS.restored, { url: profile })];
  }
}

/** The booked sessions a suspension touched, as the therapist reads them. */
export interface SuspendedSessions {
  kept: ReadonlyArray<{ clientName: string; startsAt: Date }>;
  cancelled: ReadonlyArray<{ clientName: string; startsAt: Date }>;
}

/** What the suspension did to the booked sessions: those kept, those cancelled. */
function sessionsParagraph({ t }: MailWords, o: SuspendedSessions): string[] {
  const line = (s: { clientName: string; startsAt: Date }) =>
    `- ${s.clientName || t(WORDS.aClient)}, ${mailInstant(t, s.startsAt)}`;
  const lines: string[] = [];
  if (o.kept.length > 0) lines.push(t(WORDS.kept, { count: o.kept.length }), ...o.kept.map(line));
  if (o.cancelled.length > 0) {
    if (lines.length > 0) lines.push('');
    lines.push(t(WORDS.cancelled, { count: o.cancelled.length }), ...o.cancelled.map(line));
  }
  return lines;
}

/** To the therapist: what the admin team decided about their profile, and why. */
export function reviewMail(
  w: MailWords,
  s: Subject,
  decision: ReviewDecision,
  reason: string | null,
  /** What a suspension did to the booked sessions. */
  sessions?: SuspendedSessions,
): OutgoingMail {
  const { site, t } = w;
  const more = sessions ? sessionsParagraph(w, sessions) : [];
  return composeMail(
    'application.review',
    s.email,
    t(WORDS.subject, { decision, site: site.name }),
    [
      formalGreetingIn(t, s.name),
      '',
      ...body(w, s, decision, reason),
      ...(more.length > 0 ? ['', ...more] : []),
      '',
      ...applicantSignOffIn(t, site),
    ],
  );
}

/** To the review team: an applicant made the changes asked for and resubmitted. */
export function applicationResubmittedMail(
  site: ReviewSite,
  a: { name: string; email: string | null; professionalTitle: string },
  askedFor: string | null,
  note: string,
): OutgoingMail {
  return teamNotice('application.team-resubmitted', site, `Application resubmitted: ${a.name}`, [
    'A therapist resubmitted their application after changes were requested. It is back in the',
    'review queue.',
    '',
    `Name: ${a.name}`,
    `Email: ${a.email ?? ''}`,
    `Professional title: ${a.professionalTitle}`,
    '',
    `Changes asked for: ${askedFor ?? '(none recorded)'}`,
    `Their note: ${note || '(none)'}`,
    '',
    `Review it at ${site.publicUrl}/admin/applications`,
  ]);
}
