import { SIGN_IN_DISABLED_MESSAGE } from '@app/domain/schemas/admin-people';

/** What the team and a disabled person read. */
export const MESSAGES_PEOPLE = {
  notFound: 'Person not found',
  notYourself: 'You cannot turn off your own sign-in: ask another member of the team.',
  alreadyDisabled: 'Sign-in is already turned off for this person.',
  notDisabled: 'Sign-in is already on for this person.',
  signInDisabled: SIGN_IN_DISABLED_MESSAGE,
};
