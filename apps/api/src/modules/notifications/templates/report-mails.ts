import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  composeMail,
  greeting,
  siteSignOff,
  teamNotice,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';

/**
 * To the reporter: how the team settled their report. The team's own note stays internal; only
 * the words they wrote for the reporter are quoted (decision 0049).
 */
export function reportOutcomeMail(
  site: SiteInfo,
  r: {
    to: string;
    name: string;
    therapistName: string;
    outcome: 'resolved' | 'dismissed';
    reply: string;
  },
): OutgoingMail {
  const outcome =
    r.outcome === 'resolved'
      ? [
          `Thank you for telling us about ${r.therapistName}. Our team looked into your report and has acted on it.`,
          'For the privacy of everyone involved we cannot share every detail of what we did.',
        ]
      : [
          `Thank you for telling us about ${r.therapistName}. Our team looked into your report and found nothing that needs action from us.`,
          'If something new happens, or we missed something, please write to us or report it again.',
        ];
  return composeMail('report.outcome', r.to, `Your report about ${r.therapistName}`, [
    greeting(r.name),
    '',
    ...outcome,
    ...(r.reply ? ['', 'A note from our team:', r.reply] : []),
    '',
    ...siteSignOff(site),
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
