import { defineMessages } from '@app/domain/i18n/define';

/** The words of the forgot-password and reset-password pages (namespace auth). */
export const PASSWORD_WORDS = defineMessages({
  forgotTitle: { id: 'auth.forgot.title', defaultMessage: 'Forgot password' },
  forgotDescription: {
    id: 'auth.forgot.metaDescription',
    defaultMessage: 'Request a link to reset your password.',
  },
  forgotHeading: { id: 'auth.forgot.heading', defaultMessage: 'Forgot your password?' },
  forgotLead: {
    id: 'auth.forgot.lead',
    defaultMessage:
      'Enter the email address of your account and we will send you a link to choose a new password.',
  },
  requestForm: { id: 'auth.forgot.form', defaultMessage: 'Request a reset link' },
  emailRequired: {
    id: 'auth.forgot.emailRequired',
    defaultMessage: 'Please enter your email address',
  },
  sending: { id: 'auth.forgot.sending', defaultMessage: 'Sending...' },
  send: { id: 'auth.forgot.send', defaultMessage: 'Send Reset Link' },
  remembered: { id: 'auth.forgot.remembered', defaultMessage: 'Remembered it?' },
  backToLogin: { id: 'auth.forgot.backToLogin', defaultMessage: 'Back to Login' },
  sent: { id: 'auth.forgot.sent', defaultMessage: 'Password reset link sent to your email' },
  checkEmail: { id: 'auth.forgot.checkEmail', defaultMessage: 'Check Your Email' },
  ifAccount: {
    id: 'auth.forgot.ifAccount',
    defaultMessage:
      'If an account exists for <strong>{email}</strong>, we have sent a link to reset your password. It works once and expires soon, so use it shortly.',
  },
  nothingThere: {
    id: 'auth.forgot.nothingThere',
    defaultMessage: 'Nothing there? Look in your spam folder or try another address.',
  },
  tryDifferent: { id: 'auth.forgot.tryDifferent', defaultMessage: 'Try different email' },
  // Reset.
  resetTitle: { id: 'auth.reset.title', defaultMessage: 'Reset password' },
  resetDescription: {
    id: 'auth.reset.metaDescription',
    defaultMessage: 'Choose a new password for your account.',
  },
  invalidTitle: { id: 'auth.reset.invalidTitle', defaultMessage: 'Invalid Reset Link' },
  invalidText: {
    id: 'auth.reset.invalidText',
    defaultMessage:
      'Invalid or expired reset link. Reset links work once and expire after a short time. Ask for a new one.',
  },
  newLink: { id: 'auth.reset.newLink', defaultMessage: 'Request a new link' },
  checking: { id: 'auth.reset.checking', defaultMessage: 'Checking your reset link…' },
  resetHeading: { id: 'auth.reset.heading', defaultMessage: 'Choose a new password' },
  resetLead: {
    id: 'auth.reset.lead',
    defaultMessage:
      'Use at least {min} characters. You will be signed out everywhere and can then sign in with the new password.',
  },
  resetForm: { id: 'auth.reset.form', defaultMessage: 'Set a new password' },
  newPassword: { id: 'auth.reset.newPassword', defaultMessage: 'New password' },
  confirmPassword: { id: 'auth.reset.confirmPassword', defaultMessage: 'Confirm new password' },
  fillAll: { id: 'auth.reset.fillAll', defaultMessage: 'Please fill in all fields' },
  resetting: { id: 'auth.reset.resetting', defaultMessage: 'Resetting...' },
  reset: { id: 'auth.reset.submit', defaultMessage: 'Reset Password' },
  success: { id: 'auth.reset.success', defaultMessage: 'Password reset successfully!' },
});
