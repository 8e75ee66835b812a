import type { Language } from '@app/domain/i18n/languages';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import { applicationReceivedMail, newApplicationMail } from './application-mails';
import {
  approvedMail,
  rejectedMail,
  requestReceivedMail,
  supportRequestNotice,
  teamCancelledMail,
  therapistRequestMail,
} from './appointment-mails';
import { clientConfirmation, therapistNotice } from './booking-mails';
import { duplicatePaymentNotice, lateRefundNotice } from './late-refund-mails';
import { closureRequestMail } from './closure-request-mail';
import { contactAcknowledgement } from './contact-mail';
import { closedByTeamMail, deletionRequestedMail } from './deletion-mail';
import { documentAskedAgainMail, documentsAddedMail } from './document-mails';
import { featuredDuplicateNotice, featuredReceiptMail } from './featured-mails';
import { signInDisabledMail, signInEnabledMail } from './people-mails';
import { goodwillRefundMail, refundFailedNotice, refundProcessedMail } from './refund-mails';
import { reportOutcomeMail, reportToTeamMail } from './report-mails';
import {
  movedMails,
  proposalDeclinedMails,
  proposalLapsedMail,
  proposalMail,
} from './reschedule-mails';
import { resetMail } from './reset-mail';
import { applicationResubmittedMail, reviewMail } from './review-mails';
import { suspendedCancelledMail, suspendedKeptMail } from './suspension-mails';
import {
  acceptedMail,
  clientDeletedAccountMail,
  clientRequestTherapistMail,
  notAcceptedClientMail,
  notAcceptedTherapistMail,
  reminderMails,
  teamCancelledTherapistMail,
  therapistOutcomeMail,
  therapistRequestNotice,
} from './therapist-mails';

import { waitlistOpenedMail } from './waitlist-mails';
import { followUpMail } from './follow-up-mails';
import type { MailWords } from './mail-words';

export type { MailWords };

type Params<F> = F extends (...a: infer A) => unknown ? A : never;

/** Which side of a session a mail goes to: a template of both sides writes one at a time. */
export type SessionSide = 'client' | 'therapist';
/** The mails of both sides are [the client's, the therapist's when they have an address]. */
const sideOf = (mails: OutgoingMail[], side: SessionSide) =>
  side === 'client' ? mails.slice(0, 1) : mails.slice(1, 2);
type Opts<F> = Params<F>[0];

/**
 * Every mail the product sends, by notice kind: the facts a module hands over, worded here in
 * the reader's language. Other modules name a template and its facts; only notifications writes.
 */
export const MAIL_TEMPLATES = {
  // Bookings and payments
  clientConfirmation,
  therapistNotice,
  lateRefund: lateRefundNotice,
  duplicatePayment: duplicatePaymentNotice,
  featuredReceipt: featuredReceiptMail,
  featuredDuplicate: featuredDuplicateNotice,
  refundProcessed: refundProcessedMail,
  goodwillRefund: goodwillRefundMail,
  refundFailed: (w: MailWords, f: Opts<typeof refundFailedNotice>) => refundFailedNotice(f, w.site),
  // A session's life: acceptance, requests, moves, reminders, cancellations
  accepted: acceptedMail,
  requestReceived: requestReceivedMail,
  supportRequest: (
    w: MailWords,
    a: Opts<typeof supportRequestNotice>,
    r: Params<typeof supportRequestNotice>[1],
  ) => supportRequestNotice(a, r, w.site),
  therapistRequest: therapistRequestMail,
  therapistRequestNotice: (w: MailWords, a: Opts<typeof therapistRequestNotice>, reason: string) =>
    therapistRequestNotice(a, reason, w.site),
  clientRequestTherapist: clientRequestTherapistMail,
  approved: approvedMail,
  rejected: rejectedMail,
  therapistOutcome: therapistOutcomeMail,
  teamCancelled: teamCancelledMail,
  teamCancelledTherapist: teamCancelledTherapistMail,
  notAcceptedClient: notAcceptedClientMail,
  notAcceptedTherapist: notAcceptedTherapistMail,
  clientDeletedAccount: clientDeletedAccountMail,
  suspendedCancelled: suspendedCancelledMail,
  suspendedKept: suspendedKeptMail,
  reminder: (
    w: MailWords,
    a: Params<typeof reminderMails>[1],
    kind: Params<typeof reminderMails>[2],
    side: SessionSide,
  ) => sideOf(reminderMails(w, a, kind), side),
  moved: (
    w: MailWords,
    s: Params<typeof movedMails>[1],
    previous: Params<typeof movedMails>[2],
    by: Params<typeof movedMails>[3],
    invites: Params<typeof movedMails>[4],
    side: SessionSide,
  ) => sideOf(movedMails(w, s, previous, by, invites), side),
  proposal: proposalMail,
  proposalDeclined: (
    w: MailWords,
    s: Params<typeof proposalDeclinedMails>[1],
    cancelInvites: Params<typeof proposalDeclinedMails>[2],
    side: SessionSide,
  ) => sideOf(proposalDeclinedMails(w, s, cancelInvites), side),
  proposalLapsed: proposalLapsedMail,
  waitlistOpened: waitlistOpenedMail,
  followUpSuggested: followUpMail,
  // Accounts, applications, reports, contact, privacy
  passwordReset: resetMail,
  signInDisabled: signInDisabledMail,
  signInEnabled: signInEnabledMail,
  applicationReceived: applicationReceivedMail,
  newApplication: (w: MailWords, a: Params<typeof newApplicationMail>[1]) =>
    newApplicationMail(w.site, a),
  applicationResubmitted: (
    w: MailWords,
    a: Params<typeof applicationResubmittedMail>[1],
    askedFor: string | null,
    note: string,
  ) => applicationResubmittedMail(w.site, a, askedFor, note),
  review: reviewMail,
  documentsAdded: (
    w: MailWords,
    t: Params<typeof documentsAddedMail>[1],
    files: Params<typeof documentsAddedMail>[2],
    badgeHidden: boolean,
  ) => documentsAddedMail(w.site, t, files, badgeHidden),
  documentAskedAgain: documentAskedAgainMail,
  reportOutcome: reportOutcomeMail,
  reportToTeam: (w: MailWords, r: Params<typeof reportToTeamMail>[1]) =>
    reportToTeamMail(w.site, r),
  contactAcknowledgement,
  deletionRequested: deletionRequestedMail,
  closedByTeam: closedByTeamMail,
  closureRequest: (
    w: MailWords,
    o: Omit<Opts<typeof closureRequestMail>, 'siteName' | 'supportEmail'>,
  ) => closureRequestMail({ ...o, siteName: w.site.name, supportEmail: w.site.supportEmail }),
} satisfies Record<string, (w: MailWords, ...facts: never[]) => OutgoingMail | OutgoingMail[]>;

type Templates = typeof MAIL_TEMPLATES;
export type MailTemplate = keyof Templates;
type FactsOf<K extends MailTemplate> = Templates[K] extends (w: MailWords, ...f: infer F) => unknown
  ? F
  : never;

/** Whose language a mail is written in: an account's, a request's, else English. */
export type MailReader = { accountId: string } | { language: Language };

/** One mail (or the mails of one notice) a module asks for: a template and its facts. */
export type MailRequest = {
  [K in MailTemplate]: {
    template: K;
    facts: FactsOf<K>;
    reader?: MailReader;
    /** The notice it belongs to: its mails are queued once under this key, however often sent. */
    key?: string;
    /** Files added to the mail to each address (a calendar invite that cancels the session). */
    attach?: Record<string, NonNullable<OutgoingMail['attachments']>>;
    /** A PDF drawn when the mail is sent (a payment's tax invoice, a refund's credit note). */
    paperwork?: Paperwork;
  };
}[MailTemplate];

/** A mail request from a template's name and its facts. */
export const mailOf = <K extends MailTemplate>(template: K, ...facts: FactsOf<K>): MailRequest =>
  ({ template, facts }) as unknown as MailRequest;

/** The same request, written in its reader's language. */
export const readBy = (request: MailRequest, reader: MailReader | undefined): MailRequest =>
  reader ? { ...request, reader } : request;

export interface Paperwork {
  document: 'tax-invoice' | 'credit-note';
  /** Where the mail delivery draws the PDF from (an attachment source the owner registered). */
  source: { kind: string; id: string };
}

const PAPERWORK = {
  'tax-invoice': {
    line: 'Attached: the tax invoice for this payment (PDF).',
    filename: 'tax-invoice.pdf',
  },
  'credit-note': {
    line: 'Attached: the credit note for this refund (PDF).',
    filename: 'credit-note.pdf',
  },
} as const;

function withPaperwork(mail: OutgoingMail, p: Paperwork): OutgoingMail {
  const { line, filename } = PAPERWORK[p.document];
  return {
    ...mail,
    text: `${mail.text}\n\n${line}`,
    attachments: [
      ...(mail.attachments ?? []),
      { filename, contentType: 'application/pdf', source: p.source },
    ],
  };
}

/** The mails of a request, in the words given. */
export function renderMail(request: MailRequest, words: MailWords): OutgoingMail[] {
  const template = MAIL_TEMPLATES[request.template] as (
    w: MailWords,
    ...facts: unknown[]
  ) => OutgoingMail | OutgoingMail[];
  const { attach, paperwork } = request;
  return [template(words, ...request.facts)].flat().map((m) => {
    const files = attach?.[m.to];
    const mail = files ? { ...m, attachments: [...(m.attachments ?? []), ...files] } : m;
    return paperwork ? withPaperwork(mail, paperwork) : mail;
  });
}
