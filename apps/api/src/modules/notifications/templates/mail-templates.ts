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
import {
  clientConfirmation,
  duplicatePaymentNotice,
  lateRefundNotice,
  therapistNotice,
} from './booking-mails';
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
  therapistNotice: (w: MailWords, s: Opts<typeof therapistNotice>, to: string, ics: string) =>
    therapistNotice(s, to, w.site, ics),
  lateRefund: (
    w: MailWords,
    b: Opts<typeof lateRefundNotice>,
    cause?: Params<typeof lateRefundNotice>[2],
  ) => lateRefundNotice(b, w.site, cause),
  duplicatePayment: (w: MailWords, b: Opts<typeof duplicatePaymentNotice>) =>
    duplicatePaymentNotice(b, w.site),
  featuredReceipt: (w: MailWords, f: Opts<typeof featuredReceiptMail>) =>
    featuredReceiptMail(f, w.site),
  featuredDuplicate: (
    w: MailWords,
    to: Opts<typeof featuredDuplicateNotice>,
    amountPaise: number,
  ) => featuredDuplicateNotice(to, amountPaise, w.site),
  refundProcessed: (w: MailWords, f: Opts<typeof refundProcessedMail>) =>
    refundProcessedMail(f, w.site),
  goodwillRefund: (
    w: MailWords,
    f: Opts<typeof goodwillRefundMail>,
    reason: string,
    stays: boolean,
  ) => goodwillRefundMail(f, reason, stays, w.site),
  refundFailed: (w: MailWords, f: Opts<typeof refundFailedNotice>) => refundFailedNotice(f, w.site),
  // A session's life: acceptance, requests, moves, reminders, cancellations
  accepted: (w: MailWords, a: Opts<typeof acceptedMail>) => acceptedMail(a, w.site),
  requestReceived: (
    w: MailWords,
    a: Opts<typeof requestReceivedMail>,
    r: Params<typeof requestReceivedMail>[1],
  ) => requestReceivedMail(a, r, w.site),
  supportRequest: (
    w: MailWords,
    a: Opts<typeof supportRequestNotice>,
    r: Params<typeof supportRequestNotice>[1],
  ) => supportRequestNotice(a, r, w.site),
  therapistRequest: (w: MailWords, a: Opts<typeof therapistRequestMail>) =>
    therapistRequestMail(a, w.site),
  therapistRequestNotice: (w: MailWords, a: Opts<typeof therapistRequestNotice>, reason: string) =>
    therapistRequestNotice(a, reason, w.site),
  clientRequestTherapist: (
    w: MailWords,
    to: string,
    a: Params<typeof clientRequestTherapistMail>[1],
  ) => clientRequestTherapistMail(to, a, w.site),
  approved: (w: MailWords, a: Opts<typeof approvedMail>, r: Params<typeof approvedMail>[1]) =>
    approvedMail(a, r, w.site),
  rejected: (w: MailWords, a: Opts<typeof rejectedMail>, note: string | undefined) =>
    rejectedMail(a, note, w.site),
  therapistOutcome: (
    w: MailWords,
    to: string,
    a: Params<typeof therapistOutcomeMail>[1],
    o: Params<typeof therapistOutcomeMail>[2],
  ) => therapistOutcomeMail(to, a, o, w.site),
  teamCancelled: (
    w: MailWords,
    a: Opts<typeof teamCancelledMail>,
    reason: string,
    r: Params<typeof teamCancelledMail>[2],
  ) => teamCancelledMail(a, reason, r, w.site),
  teamCancelledTherapist: (
    w: MailWords,
    to: string,
    a: Params<typeof teamCancelledTherapistMail>[1],
    reason: string,
    r: Params<typeof teamCancelledTherapistMail>[3],
  ) => teamCancelledTherapistMail(to, a, reason, r, w.site),
  notAcceptedClient: (
    w: MailWords,
    a: Opts<typeof notAcceptedClientMail>,
    why: Params<typeof notAcceptedClientMail>[1],
    reason?: string,
  ) => notAcceptedClientMail(a, why, w.site, reason),
  notAcceptedTherapist: (
    w: MailWords,
    to: string,
    a: Params<typeof notAcceptedTherapistMail>[1],
    why: Params<typeof notAcceptedTherapistMail>[2],
  ) => notAcceptedTherapistMail(to, a, why, w.site),
  clientDeletedAccount: (w: MailWords, to: string, a: Params<typeof clientDeletedAccountMail>[1]) =>
    clientDeletedAccountMail(to, a, w.site),
  suspendedCancelled: (
    w: MailWords,
    a: Opts<typeof suspendedCancelledMail>,
    refundedPaise: number,
  ) => suspendedCancelledMail(a, refundedPaise, w.site),
  suspendedKept: (w: MailWords, a: Opts<typeof suspendedKeptMail>) => suspendedKeptMail(a, w.site),
  reminder: (
    w: MailWords,
    a: Opts<typeof reminderMails>,
    kind: Params<typeof reminderMails>[1],
    side: SessionSide,
  ) => sideOf(reminderMails(a, kind, w.site), side),
  moved: (
    w: MailWords,
    s: Opts<typeof movedMails>,
    previous: Params<typeof movedMails>[1],
    by: Params<typeof movedMails>[2],
    invites: Params<typeof movedMails>[4],
    side: SessionSide,
  ) => sideOf(movedMails(s, previous, by, w.site, invites), side),
  proposal: (
    w: MailWords,
    s: Opts<typeof proposalMail>,
    slots: Params<typeof proposalMail>[1],
    lapsesAt: Date,
  ) => proposalMail(s, slots, lapsesAt, w.site),
  proposalDeclined: (
    w: MailWords,
    s: Opts<typeof proposalDeclinedMails>,
    cancelInvites: Params<typeof proposalDeclinedMails>[2],
    side: SessionSide,
  ) => sideOf(proposalDeclinedMails(s, w.site, cancelInvites), side),
  proposalLapsed: (w: MailWords, to: string, s: Params<typeof proposalLapsedMail>[1]) =>
    proposalLapsedMail(to, s, w.site),
  waitlistOpened: waitlistOpenedMail,
  // Accounts, applications, reports, contact, privacy
  passwordReset: (w: MailWords, o: Omit<Opts<typeof resetMail>, 'siteName'>) =>
    resetMail({ ...o, siteName: w.site.name }),
  signInDisabled: (w: MailWords, to: Params<typeof signInDisabledMail>[1], reason: string) =>
    signInDisabledMail(w.site, to, reason),
  signInEnabled: (w: MailWords, to: Params<typeof signInEnabledMail>[1]) =>
    signInEnabledMail(w.site, to),
  applicationReceived: (w: MailWords, a: Params<typeof applicationReceivedMail>[1]) =>
    applicationReceivedMail(w.site, a),
  newApplication: (w: MailWords, a: Params<typeof newApplicationMail>[1]) =>
    newApplicationMail(w.site, a),
  applicationResubmitted: (
    w: MailWords,
    a: Params<typeof applicationResubmittedMail>[1],
    askedFor: string | null,
    note: string,
  ) => applicationResubmittedMail(w.site, a, askedFor, note),
  review: (
    w: MailWords,
    t: Params<typeof reviewMail>[1],
    decision: Params<typeof reviewMail>[2],
    reason: string | null,
    more?: string[],
  ) => reviewMail(w.site, t, decision, reason, more),
  documentsAdded: (
    w: MailWords,
    t: Params<typeof documentsAddedMail>[1],
    files: Params<typeof documentsAddedMail>[2],
    badgeHidden: boolean,
  ) => documentsAddedMail(w.site, t, files, badgeHidden),
  documentAskedAgain: (
    w: MailWords,
    t: Params<typeof documentAskedAgainMail>[1],
    fileName: string,
    reason: string,
  ) => documentAskedAgainMail(w.site, t, fileName, reason),
  reportOutcome: (w: MailWords, r: Params<typeof reportOutcomeMail>[1]) =>
    reportOutcomeMail(w.site, r),
  reportToTeam: (w: MailWords, r: Params<typeof reportToTeamMail>[1]) =>
    reportToTeamMail(w.site, r),
  contactAcknowledgement: (w: MailWords, to: { email: string }) =>
    contactAcknowledgement({ ...w.site, supportPhone: w.site.supportPhone ?? '' }, to),
  deletionRequested: (
    w: MailWords,
    o: Omit<Opts<typeof deletionRequestedMail>, 'siteName' | 'supportEmail'>,
  ) => deletionRequestedMail({ ...o, siteName: w.site.name, supportEmail: w.site.supportEmail }),
  closedByTeam: (
    w: MailWords,
    o: Omit<Opts<typeof closedByTeamMail>, 'siteName' | 'supportEmail'>,
  ) => closedByTeamMail({ ...o, siteName: w.site.name, supportEmail: w.site.supportEmail }),
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
