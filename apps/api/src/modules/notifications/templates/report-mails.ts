import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { defineMessages } from '@app/domain/i18n/define';
import { composeMail, teamNotice, type SiteInfo } from '../../../shared/mail/mail-kit';
import { mailGreeting, siteSignOffIn, type MailWords } from './mail-words';

const WORDS = defineMessages({
  subject: { id: 'mail.report.subject', defaultMessage: 'Your report about {therapist}' },
  resolved: {
    id: 'mail.report.resolved',
    defaultMessage:
      'Thank you for telling us about {therapist}. Our team looked into your report and has acted on it.',
  },
  privacy: {
    id: 'mail.report.privacy',
    defaultMessage:
      'For the privacy of everyone involved we cannot share every detail of what we did.',
  },
  dismissed: {
    id: 'mail.report.dismissed',
    defaultMessage:
      'Thank you for telling us about {therapist}. Our team looked into your report and found nothing that needs action from us.',
  },
  again: {
    id: 'mail.report.again',
    defaultMessage:
      'If something new happens, or we missed something, please write to us or report it again.',
  },
  note: { id: 'mail.report.note', defaultMessage: 'A note from our team:' },
});

/**
 * To the reporter: how the team settled their report. The team's own note stays internal; only
 * the words they wrote for the reporter are quoted (decision 0049).
 */
export function reportOutcomeMail(
  { site, t }: MailWords,
  r: {
    to: string;
    name: string;
    therapistName: string;
    outcome: 'resolved' | 'dismissed';
    reply: string;
  },
): OutgoingMail {
  const therapist = r.therapistName;
  const outcome =
    r.outcome === 'resolved'
      ? [t(WORDS.resolved, { therapist }), t(WORDS.privacy)]
      : [t(WORDS.dismissed, { therapist }), t(WORDS.again)];
  return composeMail('report.outcome', r.to, t(WORDS.subject, { therapist }), [
    mailGreeting(t, r.name),
    '',
    ...outcome,
    ...(r.reply ? ['', t(WORDS.note), r.reply] : []),
    '',
    ...siteSignOffIn(t, site),
  ]);
}

/** To the team: a client reported a therapist. */
export function reportToTeamMail(
  site: SiteInfo,
  r: {
    reportId: string;
    therapist: { id: string; name: string; slug: string };
    reporter: { accountId: string; email: string; name: string };
    appointmentId: string | null;
    message: string;
  },
): OutgoingMail {
  return teamNotice('report.team-therapist', site, `Therapist report: ${r.therapist.name}`, [
    'A client reported a therapist. Please review the report.',
    '',
    `Report: ${r.reportId}`,
    `Therapist: ${r.therapist.name} (${r.therapist.id}), ${site.publicUrl}/therapist/${r.therapist.slug}`,
    `Reported by: ${r.reporter.name}, ${r.reporter.email} (account ${r.reporter.accountId})`,
    `Session: ${r.appointmentId ?? '(none booked with this therapist)'}`,
    '',
    `Open it: ${site.publicUrl}/admin/reports?id=${r.reportId}`,
    '',
    'Message:',
    r.message,
  ]);
}
