import type { SlotChoice } from '@app/domain/schemas/reschedule';
import type { OutgoingMail } from '../../../shared/mail/mail-outbox';
import {
  clientSignOff,
  composeMail,
  formatMailMoment,
  formatMailSlot as whenIst,
  greeting,
  therapistSignOff,
  type SiteInfo,
} from '../../../shared/mail/mail-kit';
import { formatRupees } from '@app/domain/pricing';

const rupees = (paise: number) => formatRupees(paise / 100);
import { icsAttachment, type BookedSession, type SessionInvites } from './booking-mails';

/** Mails of a booking that moves: the move itself, a therapist's proposal and its outcome. */

/** Who moved the booking, as the mails say it. */
export type Mover = 'client' | 'therapist' | 'team';

/** What each side reads: a person is "you", never their own name (issue 37). */
const moverText: Record<Mover, Record<'client' | 'therapist', (s: BookedSession) => string>> = {
  client: {
    client: () => 'You moved the session',
    therapist: (s) => `${s.clientName} moved the session`,
  },
  therapist: {
    client: (s) => `You picked a time ${s.therapistName} proposed`,
    therapist: (s) => `${s.clientName} picked a time you proposed`,
  },
  team: {
    client: () => 'Our team moved the session',
    therapist: () => 'Our team moved the session',
  },
};

const modeText = (s: BookedSession) => (s.sessionType === 'online' ? 'Online' : 'In-Person');

/** Both sides get the new time with the updated invite (same UID, SEQUENCE + 1). */
export function movedMails(
  s: BookedSession,
  previous: SlotChoice,
  by: Mover,
  site: SiteInfo,
  invites: SessionInvites,
): OutgoingMail[] {
  const facts = [
    `New time: ${whenIst(s)} (1 hr), ${modeText(s)}`,
    `Previous time: ${whenIst(previous)}`,
    `Appointment id: ${s.appointmentId}`,
  ];
  const client = composeMail(
    'reschedule.moved-client',
    s.clientEmail,
    `Session moved: ${s.therapistName}, ${whenIst(s)}`,
    [
      greeting(s.clientName),
      '',
      `${moverText[by].client(s)}. Your session with ${s.therapistName} is now at the new time:`,
      ...facts,
      '',
      'The attached invite updates the event in your calendar. No new fee applies.',
      ...clientSignOff(site),
    ],
    icsAttachment(invites.client),
  );
  if (!s.therapistEmail) return [client];
  const therapist = composeMail(
    'reschedule.moved-therapist',
    s.therapistEmail,
    `Session moved: ${s.clientName}, ${whenIst(s)}`,
    [
      greeting(s.therapistName),
      '',
      `${moverText[by].therapist(s)}. The session is now at the new time:`,
      ...facts,
      '',
      'The attached invite updates the event in your calendar.',
      ...therapistSignOff(site),
    ],
    icsAttachment(invites.therapist),
  );
  return [client, therapist];
}

export function proposalMail(
  s: { clientName: string; clientEmail: string; therapistName: string } & SlotChoice,
  slots: SlotChoice[],
  lapsesAt: Date,
  site: SiteInfo,
): OutgoingMail {
  return composeMail(
    'reschedule.proposed',
    s.clientEmail,
    `${s.therapistName} proposed new times for your session`,
    [
      greeting(s.clientName),
      '',
      `${s.therapistName} asks to move your session of ${whenIst(s)} and proposes:`,
      ...slots.map((slot) => `- ${whenIst(slot)}`),
      '',
      `Pick one or decline on your appointments page by ${formatMailMoment(lapsesAt)}. If you decline, the session is cancelled and your booking fee is refunded in full. Without an answer, the session stays at its time.`,
      ...clientSignOff(site),
    ],
  );
}

/** The client declined: cancelled as the therapist's cancellation, refunded in full. */
export function proposalDeclinedMails(
  s: BookedSession,
  site: SiteInfo,
  cancelInvites: SessionInvites,
): OutgoingMail[] {
  const client = composeMail(
    'reschedule.declined-client',
    s.clientEmail,
    'Appointment cancelled and refunded',
    [
      greeting(s.clientName),
      '',
      `You declined the new times ${s.therapistName} proposed, so the session of ${whenIst(s)} is cancelled.`,
      `Your booking fee of ${rupees(s.bookingFeePaise)} is refunded in full to your original payment method. Refunds take 4 to 7 working days.`,
      `You can book another session at ${site.publicUrl}/therapists.`,
      ...clientSignOff(site),
    ],
    icsAttachment(cancelInvites.client, 'CANCEL'),
  );
  if (!s.therapistEmail) return [client];
  const therapist = composeMail(
    'reschedule.declined-therapist',
    s.therapistEmail,
    `Booking cancelled: ${s.clientName}, ${whenIst(s)}`,
    [
      greeting(s.therapistName),
      '',
      `${s.clientName} declined the times you proposed, so the session of ${whenIst(s)} is cancelled and the client is refunded in full.`,
      `Appointment id: ${s.appointmentId}`,
      ...therapistSignOff(site),
    ],
    icsAttachment(cancelInvites.therapist, 'CANCEL'),
  );
  return [client, therapist];
}

/** Nobody answered in time: the therapist hears that the session stays. */
export function proposalLapsedMail(
  to: string,
  s: { clientName: string; id: string } & SlotChoice,
  site: SiteInfo,
): OutgoingMail {
  return composeMail(
    'reschedule.lapsed',
    to,
    `No answer to your proposed times: ${s.clientName}, ${whenIst(s)}`,
    [
      greeting(),
      '',
      `${s.clientName} did not answer the new times you proposed. The session stays at ${whenIst(s)}.`,
      `Appointment id: ${s.id}`,
      ...therapistSignOff(site),
    ],
  );
}
