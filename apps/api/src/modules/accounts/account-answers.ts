import { defineMessages } from '@app/domain/i18n/define';

/**
 * What the account calls answer, in the caller's language. The web shows its own words for each;
 * these are the server's (ids shared with the web where the words are the same).
 */
export const ACCOUNT_ANSWERS = defineMessages({
  registered: { id: 'auth.registered', defaultMessage: 'Account created successfully' },
  loggedIn: { id: 'auth.loggedIn', defaultMessage: 'Welcome back! You are now logged in.' },
  firstLogin: { id: 'auth.firstLogin', defaultMessage: 'Welcome! You are now logged in.' },
  loggedOut: { id: 'auth.loggedOut', defaultMessage: 'Logged out successfully' },
  resetLinkSent: {
    id: 'auth.forgot.sent',
    defaultMessage: 'Password reset link sent to your email',
  },
  passwordReset: { id: 'auth.reset.success', defaultMessage: 'Password reset successfully!' },
  profileUpdated: { id: 'profile.saved', defaultMessage: 'Profile updated successfully' },
});
