import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, teamNotice, type SiteInfo } from '../../../shared/mail/mail-kit';

import { queueUrl } from './document-mails';
import { applicantSignOffIn, formalGreetingIn, type MailWords } from './mail-words';

export type { SiteInfo };

export interface ApplicationSummary {
  name: string;
  email: string;
  phone: string;
  professionalTitle: string;
  city: string;
  sessionModes: string[];
  documentCount: number;
  slug: string;
}

const WORDS = defineMessages({
  subject: {
    id: 'mail.application.subject',
    defaultMessage: 'We have received your application - {site}',
  },
  thanks: {
    id: 'mail.application.thanks',
    defaultMessage:
      'Thank you for applying to join {site} as a therapist. We have received your application.',
  },
  review: {
    id: 'mail.application.review',
    defaultMessage:
      'Our team reviews every application, including your qualifications and documents. Your profile\ngoes live in the therapist directory once it is approved; we will write to you when it is.',
  },
  signIn: {
    id: 'mail.application.signIn',
    defaultMessage: 'You can sign in at {url} with this email address and the password you chose.',
  },
});

/** To the applicant: the application arrived and what happens next. */
export function applicationReceivedMail(
  { site, t }: MailWords,
  a: ApplicationSummary,
): OutgoingMail {
  const lines = [
    formalGreetingIn(t, a.name),
    '',
    t(WORDS.thanks, { site: site.name }),
    '',
    t(WORDS.review),
    '',
    t(WORDS.signIn, { url: `${site.publicUrl}/login` }),
    '',
    ...applicantSignOffIn(t, site),
  ];
  return composeMail('application.received', a.email, t(WORDS.subject, { site: site.name }), lines);
}

/** To the admin team: a new application waits for review. */
export function newApplicationMail(site: SiteInfo, a: ApplicationSummary): OutgoingMail {
  return teamNotice('application.team-new', site, `New therapist application: ${a.name}`, [
    'A new therapist application is waiting for review.',
    '',
    `Name: ${a.name}`,
    `Email: ${a.email}`,
    `Phone: ${a.phone}`,
    `Professional title: ${a.professionalTitle}`,
    `City: ${a.city}`,
    `Session modes: ${a.sessionModes.join(', ')}`,
    `Qualification documents: ${a.documentCount}`,
    `Profile (visible once approved): ${site.publicUrl}/therapist/${a.slug}`,
    '',
    `Review it at ${site.publicUrl}/admin/applications`,
    ...(a.documentCount > 0 ? [`Its documents wait in ${queueUrl(site)}`] : []),
  ]);
}
