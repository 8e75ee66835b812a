import { describe, expect, it } from 'vitest';
import { translatorFor } from '@app/domain/i18n/catalogues';
import type { Language } from '@app/domain/i18n/languages';
import type { MailAppointment } from './appointment-mails';
import type { BookedSession } from './booking-mails';
import { mailOf, renderMail, type MailRequest } from './mail-templates';

const site = {
  name: 'Manas Care',
  publicUrl: 'https://care.example',
  supportEmail: 'hi@care.example',
  supportPhone: '+91 98765 43210',
};
const a: MailAppointment = {
  id: 'a1',
  slotDate: '30_11_2026',
  slotTime: '10:00',
  clientName: 'Priya Sharma',
  clientEmail: 'priya@example.com',
  therapistName: 'Dr. Asha Rao',
  bookingFeePaise: 9900,
};
const session: BookedSession = {
  appointmentId: 'a1',
  bookedAt: new Date('2026-11-26T04:00:00Z'),
  startsAt: new Date('2026-11-30T04:30:00Z'),
  slotDate: '30_11_2026',
  slotTime: '10:00',
  sessionType: 'online',
  therapistName: 'Dr. Asha Rao',
  therapistAddress: '',
  clientName: 'Priya Sharma',
  clientEmail: 'priya@example.com',
  clientPhone: '9876543210',
  message: 'First session, please.',
  therapistFeeRupees: 1500,
  bookingFeePaise: 9900,
  therapistEmail: 'asha@example.com',
};
const invites = { client: 'ICS-C', therapist: 'ICS-T' };
const refund = {
  refundId: 'r1',
  providerRefundId: 'rfnd_1',
  amountPaise: 9900,
  clientName: 'Priya Sharma',
  clientEmail: 'priya@example.com',
  therapistName: 'Dr. Asha Rao',
  slot: { slotDate: '30_11_2026', slotTime: '10:00' },
  appointmentId: 'a1',
};
const paid = { ...a, amountPaise: 9900 };
const application = {
  name: 'Dr. Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  professionalTitle: 'Clinical Psychologist',
  city: 'Dehradun',
  sessionModes: ['Online'],
  documentCount: 2,
  slug: 'asha-rao',
};
const therapist = { name: 'Dr. Asha Rao', email: 'asha@example.com', slug: 'asha-rao' };
const eraseAfter = new Date('2026-12-13T04:30:00Z');

/** One request of every mail the product sends, with its variants that change the words. */
const EVERY_MAIL: Record<string, MailRequest> = {
  clientConfirmation: mailOf('clientConfirmation', session, 'ICS'),
  therapistNotice: mailOf('therapistNotice', session, 'asha@example.com', 'ICS'),
  lateRefundHold: mailOf('lateRefund', paid),
  lateRefundCancelled: mailOf('lateRefund', paid, 'reservation-cancelled'),
  lateRefundUnavailable: mailOf('lateRefund', paid, 'therapist-unavailable'),
  duplicatePayment: mailOf('duplicatePayment', { ...paid, appointmentId: 'a1' }),
  duplicatePaymentNothingBooked: mailOf('duplicatePayment', { ...paid, appointmentId: null }),
  featuredReceipt: mailOf('featuredReceipt', {
    name: 'Dr. Asha Rao',
    email: 'asha@example.com',
    plan: '3m',
    amountPaise: 49900,
    providerOrderId: 'order_1',
    providerPaymentId: 'pay_1',
    paidAt: new Date('2026-11-26T04:00:00Z'),
    featuredFrom: new Date('2026-11-26T04:00:00Z'),
    featuredUntil: new Date('2027-02-26T04:00:00Z'),
  }),
  featuredDuplicate: mailOf('featuredDuplicate', { name: 'Dr. Asha Rao', email: 'a@x.in' }, 49900),
  refundProcessed: mailOf('refundProcessed', refund),
  goodwillRefundStays: mailOf('goodwillRefund', refund, 'Sorry for the wait.', true),
  goodwillRefund: mailOf('goodwillRefund', { ...refund, slot: null }, 'Sorry.', false),
  refundFailed: mailOf('refundFailed', refund),
  accepted: mailOf('accepted', a),
  requestReceivedWithin: mailOf('requestReceived', a, {
    refundPaise: 9900,
    rule: 'within-window',
  }),
  requestReceivedAfter: mailOf('requestReceived', a, { refundPaise: 0, rule: 'after-window' }),
  supportRequest: mailOf(
    'supportRequest',
    {
      ...a,
      clientPhone: '9876543210',
      bookedAt: new Date('2026-11-26T04:00:00Z'),
      requestedAt: new Date('2026-11-26T05:00:00Z'),
      reason: 'Plans changed',
    },
    { refundPaise: 9900, rule: 'within-window' },
  ),
  therapistRequest: mailOf('therapistRequest', a),
  therapistRequestNotice: mailOf('therapistRequestNotice', a, 'Unwell'),
  clientRequestTherapist: mailOf('clientRequestTherapist', 'asha@example.com', a),
  approvedWithin: mailOf('approved', a, { refundPaise: 9900, rule: 'within-window' }),
  approvedAfter: mailOf('approved', a, { refundPaise: 0, rule: 'after-window' }),
  approvedTherapist: mailOf('approved', a, { refundPaise: 9900, rule: 'therapist-full' }),
  rejected: mailOf('rejected', { ...a, requestedBy: 'user' }, 'Too close to the session.'),
  rejectedTherapist: mailOf('rejected', { ...a, requestedBy: 'therapist' }, undefined),
  therapistOutcomeApproved: mailOf('therapistOutcome', 'asha@example.com', a, {
    approved: true,
    requestedBy: 'user',
    refund: { refundPaise: 9900, rule: 'within-window' },
  }),
  therapistOutcomeRejected: mailOf('therapistOutcome', 'asha@example.com', a, {
    approved: false,
    requestedBy: 'therapist',
    refund: null,
  }),
  teamCancelled: mailOf('teamCancelled', a, 'A family emergency.', {
    refundPaise: 9900,
    refundedBefore: false,
  }),
  teamCancelledRefundedBefore: mailOf('teamCancelled', a, 'Emergency.', {
    refundPaise: 0,
    refundedBefore: true,
  }),
  teamCancelledNoRefund: mailOf('teamCancelled', a, 'Emergency.', {
    refundPaise: 0,
    refundedBefore: false,
  }),
  teamCancelledTherapist: mailOf('teamCancelledTherapist', 'asha@example.com', a, 'Emergency.', {
    refundPaise: 9900,
    refundedBefore: false,
  }),
  notAcceptedDeclined: mailOf('notAcceptedClient', a, 'declined', 'Unwell this week.'),
  notAcceptedDeadline: mailOf('notAcceptedClient', a, 'deadline'),
  notAcceptedTherapistDeclined: mailOf('notAcceptedTherapist', 'asha@example.com', a, 'declined'),
  notAcceptedTherapistDeadline: mailOf('notAcceptedTherapist', 'asha@example.com', a, 'deadline'),
  clientDeletedAccount: mailOf('clientDeletedAccount', 'asha@example.com', a),
  suspendedCancelled: mailOf('suspendedCancelled', a, 9900),
  suspendedCancelledUnpaid: mailOf('suspendedCancelled', a, 0),
  suspendedKept: mailOf('suspendedKept', a),
  reminder24hClient: mailOf(
    'reminder',
    { ...a, sessionType: 'online', therapistEmail: 'asha@example.com' },
    '24h',
    'client',
  ),
  reminder1hTherapist: mailOf(
    'reminder',
    { ...a, sessionType: 'in-person', therapistEmail: 'asha@example.com' },
    '1h',
    'therapist',
  ),
  movedByClient: mailOf(
    'moved',
    session,
    { slotDate: '29_11_2026', slotTime: '09:00' },
    'client',
    invites,
    'client',
  ),
  movedByTeamTherapist: mailOf(
    'moved',
    session,
    { slotDate: '29_11_2026', slotTime: '09:00' },
    'team',
    invites,
    'therapist',
  ),
  proposal: mailOf(
    'proposal',
    {
      clientName: 'Priya Sharma',
      clientEmail: 'priya@example.com',
      therapistName: 'Dr. Asha Rao',
      slotDate: '30_11_2026',
      slotTime: '10:00',
    },
    [
      { slotDate: '01_12_2026', slotTime: '11:00' },
      { slotDate: '02_12_2026', slotTime: '18:00' },
    ],
    new Date('2026-11-28T04:30:00Z'),
  ),
  proposalDeclinedClient: mailOf('proposalDeclined', session, invites, 'client'),
  proposalDeclinedTherapist: mailOf('proposalDeclined', session, invites, 'therapist'),
  proposalLapsed: mailOf('proposalLapsed', 'asha@example.com', {
    clientName: 'Priya Sharma',
    id: 'a1',
    slotDate: '30_11_2026',
    slotTime: '10:00',
  }),
  passwordReset: mailOf('passwordReset', {
    to: 'priya@example.com',
    link: 'https://care.example/reset-password?token=t&email=priya%40example.com',
    validMinutes: 60,
  }),
  signInDisabled: mailOf(
    'signInDisabled',
    { email: 'priya@example.com', firstName: 'Priya' },
    'Abusive messages.',
  ),
  signInEnabled: mailOf('signInEnabled', { email: 'priya@example.com', firstName: 'Priya' }),
  applicationReceived: mailOf('applicationReceived', application),
  newApplication: mailOf('newApplication', application),
  applicationResubmitted: mailOf(
    'applicationResubmitted',
    { name: 'Dr. Asha Rao', email: 'asha@example.com', professionalTitle: 'Psychologist' },
    'A licence scan',
    'Added it.',
  ),
  reviewApproved: mailOf('review', therapist, 'approved', null),
  reviewChanges: mailOf('review', therapist, 'changes_requested', 'Add your licence.'),
  reviewRejected: mailOf('review', therapist, 'rejected', 'Not a licensed therapist.'),
  reviewSuspended: mailOf('review', therapist, 'suspended', 'Licence under review.', {
    kept: [{ clientName: 'Priya Sharma', startsAt: new Date('2026-11-30T04:30:00Z') }],
    cancelled: [
      { clientName: '', startsAt: new Date('2026-12-01T04:30:00Z') },
      { clientName: 'Priya Sharma', startsAt: new Date('2026-12-02T04:30:00Z') },
    ],
  }),
  reviewRestored: mailOf('review', therapist, 'restored', null),
  documentsAdded: mailOf(
    'documentsAdded',
    { name: 'Dr. Asha Rao', email: 'asha@example.com', status: 'approved' },
    [{ id: 'd1', fileName: 'licence.pdf' }],
    true,
  ),
  documentAskedAgain: mailOf(
    'documentAskedAgain',
    { name: 'Dr. Asha Rao', email: 'asha@example.com' },
    'licence.pdf',
    'The scan is blurred.',
  ),
  reportOutcomeResolved: mailOf('reportOutcome', {
    to: 'priya@example.com',
    name: 'Priya',
    therapistName: 'Dr. Asha Rao',
    outcome: 'resolved',
    reply: 'We spoke to the therapist.',
  }),
  reportOutcomeDismissed: mailOf('reportOutcome', {
    to: 'priya@example.com',
    name: 'Priya',
    therapistName: 'Dr. Asha Rao',
    outcome: 'dismissed',
    reply: '',
  }),
  reportToTeam: mailOf('reportToTeam', {
    reportId: 'rep1',
    therapist: { id: 't1', name: 'Dr. Asha Rao', slug: 'asha-rao' },
    reporter: { accountId: 'c1', email: 'priya@example.com', name: 'Priya Sharma' },
    appointmentId: null,
    message: 'Rude.',
  }),
  contactAcknowledgement: mailOf('contactAcknowledgement', { email: 'someone@example.com' }),
  deletionRequested: mailOf('deletionRequested', {
    to: 'priya@example.com',
    eraseAfter,
    cancelled: 2,
    refundPaise: 9900,
  }),
  deletionRequestedNothing: mailOf('deletionRequested', {
    to: 'priya@example.com',
    eraseAfter,
    cancelled: 0,
    refundPaise: 0,
  }),
  closedByTeamClient: mailOf('closedByTeam', {
    to: 'priya@example.com',
    name: 'Priya',
    reason: 'Repeated abuse.',
    eraseAfter,
    therapist: false,
    cancelled: 1,
    refundPaise: 0,
  }),
  closedByTeamTherapist: mailOf('closedByTeam', {
    to: 'asha@example.com',
    name: 'Asha',
    reason: 'Licence revoked.',
    eraseAfter,
    therapist: true,
    cancelled: 3,
    refundPaise: 29700,
  }),
  closureRequest: mailOf('closureRequest', {
    name: 'Dr. Asha Rao',
    email: 'asha@example.com',
    role: 'therapist',
    note: 'Moving abroad.',
  }),
};

const render = (request: MailRequest, language: Language) =>
  renderMail(request, { site, t: translatorFor(language) }).map((m) => ({
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: m.text,
    ...(m.html ? { html: m.html } : {}),
  }));

describe('every mail in English', () => {
  for (const [name, request] of Object.entries(EVERY_MAIL))
    it(`${name}: keeps its words`, () => {
      expect(render(request, 'en')).toMatchSnapshot();
    });
});

/** Mails to the team, who read the console's English (decision 0058). */
const TEAM_MAILS = new Set([
  'supportRequest',
  'therapistRequestNotice',
  'newApplication',
  'documentsAdded',
  'reportToTeam',
  'closureRequest',
  'refundFailed',
  'applicationResubmitted',
]);

/**
 * English words no Hindi sentence has; names, addresses, links and the words people typed (a
 * reason, a reply) are left out before looking.
 */
const ENGLISH = /\b(the|your|you|is|are|and|to|of|with|was|has|for)\b/i;
const withoutNamesAndLinks = (line: string) =>
  line
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\S+@\S+/g, '')
    .replace(
      /Dr\. Asha Rao|Priya Sharma|Priya|Manas Care|Too close to the session\.|Unwell this week\.|A family emergency\.|Emergency\.|Sorry for the wait\.|Add your licence\.|The scan is blurred\.|We spoke to the therapist\./g,
      '',
    );

describe('every mail a person reads, for a Hindi reader', () => {
  for (const [name, request] of Object.entries(EVERY_MAIL)) {
    if (TEAM_MAILS.has(name)) continue;
    it(`${name}: is Hindi in its subject and every sentence`, () => {
      for (const mail of render(request, 'hi')) {
        expect(mail.subject).toMatch(/[\u0900-\u097F]/);
        for (const line of `${mail.subject}\n${mail.text}`.split('\n'))
          expect(withoutNamesAndLinks(line), line).not.toMatch(ENGLISH);
      }
    });
  }
});
