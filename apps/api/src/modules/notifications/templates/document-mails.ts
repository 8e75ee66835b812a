import { THERAPIST_STATUS_LABELS, type TherapistStatus } from '@app/domain/schemas/admin';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  applicantSignOff,
  composeMail,
  formalGreeting,
  teamNotice,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';

/** The console's document queue, and one document's page in it. */
export const queueUrl = (site: SiteInfo) => `${site.publicUrl}/admin/documents?state=pending`;
export const documentPageUrl = (site: SiteInfo, id: string) =>
  `${site.publicUrl}/admin/documents?id=${id}`;

interface Uploader {
  name: string;
  email: string | null;
  status: TherapistStatus;
}

/** To the review team: a therapist added documents from the dashboard; who, what and where. */
export function documentsAddedMail(
  site: SiteInfo,
  t: Uploader,
  files: ReadonlyArray<{ id: string; fileName: string }>,
  badgeHidden: boolean,
): OutgoingMail {
  return teamNotice(
    'application.team-document-added',
    site,
    `Documents to review: ${t.name} (${files.length})`,
    [
      `${t.name} uploaded ${files.length} qualification document(s) from the dashboard.`,
      '',
      `Therapist: ${t.name}`,
      `Email: ${t.email ?? '(none on the profile)'}`,
      `Profile: ${THERAPIST_STATUS_LABELS[t.status]}`,
      ...(badgeHidden
        ? ['The Verified Therapist badge is hidden until the team has reviewed them.']
        : []),
      '',
      ...files.map((f) => `- ${f.fileName || 'document'}: ${documentPageUrl(site, f.id)}`),
      '',
      `Documents waiting for review: ${queueUrl(site)}`,
    ],
  );
}

/** To the therapist: the team asks for a document again, and why. */
export function documentAskedAgainMail(
  site: SiteInfo,
  t: { name: string; email: string },
  fileName: string,
  reason: string,
): OutgoingMail {
  return composeMail(
    'document.asked-again',
    t.email,
    `Please send a document again - ${site.name}`,
    [
      formalGreeting(t.name),
      '',
      `Our team reviewed the document "${fileName || 'document'}" you keep with us and asks you to send it again:`,
      '',
      reason,
      '',
      `Sign in at ${site.publicUrl}/login and open your dashboard's Profile page`,
      `(${site.publicUrl}/dashboard/profile) to upload a new copy and remove the old one.`,
      'The Verified Therapist badge shows again once every document on file has been accepted.',
      '',
      ...applicantSignOff(site),
    ],
  );
}
