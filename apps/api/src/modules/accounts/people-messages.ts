import { SIGN_IN_DISABLED_MESSAGE } from '@app/domain/schemas/admin-people';

/** What the team and a disabled person read. */
export const MESSAGES_PEOPLE = {
  notFound: 'Person not found',
  notYourself: 'You cannot turn off your own sign-in: ask another member of the team.',
  alreadyDisabled: 'Sign-in is already turned off for this person.',
  notDisabled: 'Sign-in is already on for this person.',
  teamByOwners: 'Only an owner may change the sign-in of a member of the team.',
  ownFactor: 'You cannot reset your own second factor: ask another owner.',
  noFactor: 'This person has no second factor to reset.',
  signInDisabled: SIGN_IN_DISABLED_MESSAGE,
};
