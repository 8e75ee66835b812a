import { defineMessages } from '@app/domain/i18n/define';

/** The words of the sign-in and sign-up page (namespace auth). */
export const AUTH = defineMessages({
  signingIn: { id: 'auth.signingIn', defaultMessage: 'Signing you in…' },
  createTitle: { id: 'auth.createTitle', defaultMessage: 'Create your account' },
  signInTitle: { id: 'auth.signInTitle', defaultMessage: 'Sign in' },
  metaDescription: {
    id: 'auth.description',
    defaultMessage:
      'Sign in or create an account to book sessions with verified therapists across India.',
  },
  welcomeBack: { id: 'auth.welcomeBack', defaultMessage: 'Welcome back' },
  signUpLead: {
    id: 'auth.signUpLead',
    defaultMessage: 'It takes a minute. You can then book sessions and keep track of them.',
  },
  signInLead: {
    id: 'auth.signInLead',
    defaultMessage: 'Sign in to book sessions and manage your appointments.',
  },
  tabs: { id: 'auth.tabs', defaultMessage: 'Sign in or sign up' },
  signUpTab: { id: 'auth.signUpTab', defaultMessage: 'Sign Up' },
  signInTab: { id: 'auth.signInTab', defaultMessage: 'Sign In' },
  haveAccount: { id: 'auth.haveAccount', defaultMessage: 'Already have an account? ' },
  newHere: { id: 'auth.newHere', defaultMessage: 'New here? ' },
  createAccountLink: { id: 'auth.createAccountLink', defaultMessage: 'Create an account' },
  areYouTherapist: { id: 'auth.areYouTherapist', defaultMessage: 'Are you a therapist?' },
  therapistDashboard: {
    id: 'auth.therapistDashboard',
    defaultMessage: 'Go to the therapist dashboard',
  },
  newTab: { id: 'auth.newTab', defaultMessage: '(opens in a new tab)' },
  back: { id: 'auth.back', defaultMessage: 'Back' },
  asideTitle: {
    id: 'auth.asideTitle',
    defaultMessage: 'Talking to someone is a brave first step.',
  },
  asideText: {
    id: 'auth.asideText',
    defaultMessage:
      'Find a therapist who speaks your language, online or in person, with fees shown in rupees before you book.',
  },
  password: { id: 'auth.password', defaultMessage: 'Password' },
  forgotPassword: { id: 'auth.forgotPassword', defaultMessage: 'Forgot password?' },
  signingInButton: { id: 'auth.signingInButton', defaultMessage: 'Signing in...' },
  signInForm: { id: 'auth.signInForm', defaultMessage: 'Sign in' },
  signUpForm: { id: 'auth.signUpForm', defaultMessage: 'Sign up' },
  firstName: { id: 'auth.firstName', defaultMessage: 'First name' },
  lastName: { id: 'auth.lastName', defaultMessage: 'Last name' },
  username: { id: 'auth.username', defaultMessage: 'Username' },
  usernameHint: {
    id: 'auth.usernameHint',
    defaultMessage: '3 to 30 letters, numbers, underscores or dots.',
  },
  passwordHint: { id: 'auth.passwordHint', defaultMessage: 'At least 6 characters.' },
  confirmPassword: { id: 'auth.confirmPassword', defaultMessage: 'Confirm password' },
  agree: {
    id: 'auth.agree',
    defaultMessage: 'I am 18 or older and agree to the <terms>terms and conditions</terms>',
  },
  newTabSuffix: { id: 'auth.newTabSuffix', defaultMessage: ' (opens in a new tab)' },
  creatingAccount: { id: 'auth.creatingAccount', defaultMessage: 'Creating account...' },
  createAccount: { id: 'auth.createAccount', defaultMessage: 'Create Account' },
  accountCreated: {
    id: 'auth.accountCreated',
    defaultMessage: 'Account created successfully! Welcome aboard!',
  },
  loggedIn: { id: 'auth.loggedIn', defaultMessage: 'Welcome back! You are now logged in.' },
  firstLogin: { id: 'auth.firstLogin', defaultMessage: 'Welcome! You are now logged in.' },
  verifyingHuman: { id: 'auth.verifyingHuman', defaultMessage: 'Verifying you are human...' },
});
