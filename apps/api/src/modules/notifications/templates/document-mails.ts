import { THERAPIST_STATUS_LABELS, type TherapistStatus } from '@app/domain/schemas/admin';
import { defineMessages } from '@app/domain/i18n/define';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { composeMail, teamNotice, type SiteInfo } from '../../../shared/mail/mail-kit';
import { applicantSignOffIn, formalGreetingIn, type MailWords } from './mail-words';

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
const WORDS = defineMessages({
  subject: {
    id: 'mail.document.subject',
    defaultMessage: 'Please send a document again - {site}',
  },
  askedAgain: {
    id: 'mail.document.askedAgain',
    defaultMessage:
      'Our team reviewed the document "{file}" you keep with us and asks you to send it again:',
  },
  document: { id: 'mail.document.document', defaultMessage: 'document' },
  upload: {
    id: 'mail.document.upload',
    defaultMessage:
      "Sign in at {login} and open your dashboard's Profile page\n({profile}) to upload a new copy and remove the old one.",
  },
  badge: {
    id: 'mail.document.badge',
    defaultMessage:
      'The Verified Therapist badge shows again once every document on file has been accepted.',
  },
});

export function documentAskedAgainMail(
  { site, t }: MailWords,
  s: { name: string; email: string },
  fileName: string,
  reason: string,
): OutgoingMail {
  return composeMail('document.asked-again', s.email, t(WORDS.subject, { site: site.name }), [
    formalGreetingIn(t, s.name),
    '',
    t(WORDS.askedAgain, { file: fileName || t(WORDS.document) }),
    '',
    reason,
    '',
    t(WORDS.upload, {
      login: `${site.publicUrl}/login`,
      profile: `${site.publicUrl}/dashboard/profile`,
    }),
    t(WORDS.badge),
    '',
    ...applicantSignOffIn(t, site),
  ]);
}
