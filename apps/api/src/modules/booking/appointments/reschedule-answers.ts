import { defineMessages } from '@app/domain/i18n/define';

/**
 * What a move answers the client or the therapist, in the caller's language: the same messages
 * their pages show (ids shared with the web's words, so the Hindi is written once).
 */
export const RESCHEDULE_ANSWERS = defineMessages({
  moved: {
    id: 'appointments.moved',
    defaultMessage: 'Your session is moved. The updated calendar invite is on its way to you.',
  },
  proposalAnswered: {
    id: 'appointments.proposalAnswered',
    defaultMessage:
      '{answer, select, moved {Your session is moved to the time you picked.} other {You declined the new times. The session is cancelled and your booking fee is refunded in full.}}',
  },
  timesProposed: {
    id: 'dashboard.action.propose.done',
    defaultMessage: 'New times proposed. The client has been asked to pick one.',
  },
});
