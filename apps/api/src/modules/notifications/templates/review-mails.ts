import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  applicantSignOff,
  composeMail,
  formalGreeting,
  teamNotice,
  type SiteInfo as ReviewSite,
} from '../../../shared/mail/mail-kit';

export type { ReviewSite };

export type ReviewDecision =
  'approved' | 'changes_requested' | 'rejected' | 'suspended' | 'restored';

interface Subject {
  name: string;
  email: string;
  slug: string;
}

const SUBJECTS: Record<ReviewDecision, (site: string) => string> = {
  approved: (site) => `Your profile is live on ${site}`,
  changes_requested: (site) => `Your ${site} application needs a few changes`,
  rejected: (site) => `Your ${site} application`,
  suspended: (site) => `Your ${site} listing is paused`,
  restored: (site) => `Your ${site} listing is live again`,
};

function body(site: ReviewSite, t: Subject, decision: ReviewDecision, reason: string | null) {
  const profile = `${site.publicUrl}/therapist/${t.slug}`;
  switch (decision) {
    case 'approved':
      return [
        `Good news: our team approved your application. Your profile is now listed and clients can book sessions with you.`,
        '',
        `Your profile: ${profile}`,
        `Sign in at ${site.publicUrl}/login to manage your hours and sessions.`,
      ];
    case 'changes_requested':
      return [
        'Thank you for applying. Before we can list your profile, please make these changes:',
        '',
        reason ?? '',
        '',
        `Sign in at ${site.publicUrl}/login and open your dashboard's Profile page to make the`,
        'changes, then press "Resubmit for review". Our team will look at it again and write to you.',
      ];
    case 'rejected':
      return [
        'Thank you for applying. After reviewing your application we are unable to list your profile.',
        '',
        `Reason: ${reason ?? ''}`,
      ];
    case 'suspended':
      return [
        'Your profile has been taken off the directory for now, and new bookings are paused.',
        '',
        `Reason: ${reason ?? ''}`,
      ];
    case 'restored':
      return [`Your profile is listed again and clients can book sessions with you: ${profile}`];
  }
}

/** To the therapist: what the admin team decided about their profile, and why. */
export function reviewMail(
  site: ReviewSite,
  t: Subject,
  decision: ReviewDecision,
  reason: string | null,
  /** More paragraphs after the decision (what a suspension did to the booked sessions). */
  more: string[] = [],
): OutgoingMail {
  return composeMail('application.review', t.email, SUBJECTS[decision](site.name), [
    formalGreeting(t.name),
    '',
    ...body(site, t, decision, reason),
    ...(more.length > 0 ? ['', ...more] : []),
    '',
    ...applicantSignOff(site),
  ]);
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
