import { defineMessages } from '@app/domain/i18n/define';

/** The words of My Profile: the page, the form, your data and deleting the account (namespace profile). */
export const PROFILE = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'My Profile' },
  metaDescription: {
    id: 'profile.metaDescription',
    defaultMessage: 'Manage your account information and preferences.',
  },
  lead: { id: 'profile.lead', defaultMessage: 'Manage your account information and preferences' },
  loading: { id: 'profile.loading', defaultMessage: 'Loading your profile…' },
  information: { id: 'profile.information', defaultMessage: 'Profile Information' },
  edit: { id: 'profile.edit', defaultMessage: 'Edit Profile' },
  loadFailed: {
    id: 'profile.loadFailed',
    defaultMessage: 'Unable to load profile. Please try again.',
  },
  tryAgain: { id: 'profile.tryAgain', defaultMessage: 'Try again' },
  notProvided: { id: 'profile.notProvided', defaultMessage: 'Not provided' },
  firstName: { id: 'profile.firstName', defaultMessage: 'First Name' },
  lastName: { id: 'profile.lastName', defaultMessage: 'Last Name' },
  username: { id: 'profile.username', defaultMessage: 'Username' },
  email: { id: 'profile.email', defaultMessage: 'Email' },
  cannotChange: { id: 'profile.cannotChange', defaultMessage: '(Cannot be changed)' },
  // The form.
  form: { id: 'profile.form', defaultMessage: 'Edit profile' },
  firstNamePlaceholder: {
    id: 'profile.firstNamePlaceholder',
    defaultMessage: 'Enter Your First Name',
  },
  lastNamePlaceholder: {
    id: 'profile.lastNamePlaceholder',
    defaultMessage: 'Enter Your Last Name',
  },
  usernamePlaceholder: { id: 'profile.usernamePlaceholder', defaultMessage: 'Enter Your Username' },
  usernameHint: {
    id: 'profile.usernameHint',
    defaultMessage: 'Your unique username for your profile. This will be visible to others.',
  },
  cancel: { id: 'profile.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'profile.saving', defaultMessage: 'Saving...' },
  save: { id: 'profile.save', defaultMessage: 'Save Changes' },
  updated: { id: 'profile.updated', defaultMessage: 'Profile updated successfully!' },
  // Your data.
  dataHeading: { id: 'profile.dataHeading', defaultMessage: 'Your data' },
  dataLead: {
    id: 'profile.dataLead',
    defaultMessage:
      'Your rights under India’s data protection law, as our <policy>privacy policy</policy> describes.',
  },
  download: { id: 'profile.download', defaultMessage: 'Download my data' },
  downloadTeam: {
    id: 'profile.downloadTeam',
    defaultMessage:
      'A JSON file of your account, profile, documents’ details, weekly hours, sessions and the messages sent from your email.',
  },
  downloadClient: {
    id: 'profile.downloadClient',
    defaultMessage:
      'A JSON file of your account, appointments, payments, refunds, reports, likes and the messages sent from your email.',
  },
  downloaded: { id: 'profile.downloaded', defaultMessage: 'Your data was saved as {name}.' },
  preparing: { id: 'profile.preparing', defaultMessage: 'Preparing…' },
  closeHeading: { id: 'profile.closeHeading', defaultMessage: 'Close my account' },
  closeRequested: {
    id: 'profile.closeRequested',
    defaultMessage:
      'Your request has reached our team. They will email you before closing your account.',
  },
  closeLead: {
    id: 'profile.closeLead',
    defaultMessage:
      'Your account carries your profile and your clients’ sessions, so our team closes it for you.',
  },
  requestSent: { id: 'profile.requestSent', defaultMessage: 'Request sent' },
  askToClose: { id: 'profile.askToClose', defaultMessage: 'Ask the team to close my account' },
  deleteHeading: { id: 'profile.deleteHeading', defaultMessage: 'Delete my account' },
  deleteLead: {
    id: 'profile.deleteLead',
    defaultMessage:
      'Signs you out everywhere, cancels upcoming sessions and erases your personal data within 15 days.',
  },
  // The delete dialog.
  deleteTitle: { id: 'profile.deleteTitle', defaultMessage: 'Delete your account?' },
  deleteIntro: {
    id: 'profile.deleteIntro',
    defaultMessage: 'This cannot be undone. When you confirm:',
  },
  deleteSignedOut: {
    id: 'profile.deleteSignedOut',
    defaultMessage: 'You are signed out on every device and cannot sign in again.',
  },
  deleteSessions: {
    id: 'profile.deleteSessions',
    defaultMessage:
      'Upcoming sessions are cancelled. The booking fee is refunded as the <policy>cancellation policy</policy> says: in full if you booked within the last {hours} hours, otherwise not.',
  },
  deleteErased: {
    id: 'profile.deleteErased',
    defaultMessage:
      'Your personal data is erased within 15 days. Payment records keep only amounts, payment ids and dates, as the law requires.',
  },
  deleteCopyFirst: {
    id: 'profile.deleteCopyFirst',
    defaultMessage: 'Want a copy first? Close this and choose Download my data.',
  },
  yourPassword: { id: 'profile.yourPassword', defaultMessage: 'Your password' },
  passwordHint: {
    id: 'profile.passwordHint',
    defaultMessage: 'Enter your password to confirm it is you.',
  },
  keepAccount: { id: 'profile.keepAccount', defaultMessage: 'Keep my account' },
  deleting: { id: 'profile.deleting', defaultMessage: 'Deleting…' },
  deleted: {
    id: 'profile.deleted',
    defaultMessage:
      'Your account is deleted: you are signed out and cannot sign in again. Your personal data is erased within {days} days.',
  },
});
