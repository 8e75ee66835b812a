import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  applicantSignOff,
  composeMail,
  formalGreeting,
  teamNotice,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';

import { queueUrl } from './document-mails';

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

/** To the applicant: the application arrived and what happens next. */
export function applicationReceivedMail(site: SiteInfo, a: ApplicationSummary): OutgoingMail {
  const lines = [
    formalGreeting(a.name),
    '',
    `Thank you for applying to join ${site.name} as a therapist. We have received your application.`,
    '',
    'Our team reviews every application, including your qualifications and documents. Your profile',
    'goes live in the therapist directory once it is approved; we will write to you when it is.',
    '',
    `You can sign in at ${site.publicUrl}/login with this email address and the password you chose.`,
    '',
    ...applicantSignOff(site),
  ];
  return composeMail(
    'application.received',
    a.email,
    `We have received your application - ${site.name}`,
    lines,
  );
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
