import type { OutgoingMail } from '../../shared/mail/mail-outbox';
import { composeMail, greeting, siteSignOff, type SiteInfo } from '../../shared/mail/mail-kit';

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
