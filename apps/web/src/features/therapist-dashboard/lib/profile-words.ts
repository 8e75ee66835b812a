import { defineMessages } from '@app/domain/i18n/define';

/** The dashboard's profile tab: application, profile, photo, documents, closing (namespace dashboard). */
export const PROFILE = defineMessages({
  application: { id: 'dashboard.profile.application', defaultMessage: 'Application details' },
  loadingApplication: {
    id: 'dashboard.profile.loadingApplication',
    defaultMessage: 'Loading your application…',
  },
  applicationFailed: {
    id: 'dashboard.profile.applicationFailed',
    defaultMessage: 'Unable to load your application. Please refresh the page.',
  },
  applicationEditable: {
    id: 'dashboard.profile.applicationEditable',
    defaultMessage:
      'Our team checks these before your profile goes live. You can correct them until your application is approved.',
  },
  applicationChecked: {
    id: 'dashboard.profile.applicationChecked',
    defaultMessage: 'Our team has checked these. To change them, please write to our team.',
  },
  applicationSaved: {
    id: 'dashboard.profile.applicationSaved',
    defaultMessage:
      '{status, select, changes {Application details saved. Resubmit your application when you are ready.} other {Application details saved. Our team will see them when they review it.}}',
  },
  saveApplication: {
    id: 'dashboard.profile.saveApplication',
    defaultMessage: 'Save application details',
  },
  profile: { id: 'dashboard.profile.heading', defaultMessage: 'Profile' },
  goesLive: { id: 'dashboard.profile.goesLive', defaultMessage: 'Changes here go live at once.' },
  loadingProfile: { id: 'dashboard.profile.loading', defaultMessage: 'Loading your profile…' },
  profileFailed: {
    id: 'dashboard.profile.failed',
    defaultMessage: 'Unable to load your profile. Please refresh the page.',
  },
  profileSaved: {
    id: 'dashboard.profile.saved',
    defaultMessage: 'Profile saved. The changes are live.',
  },
  saveProfile: { id: 'dashboard.profile.save', defaultMessage: 'Save profile' },
  photo: { id: 'dashboard.profile.photo', defaultMessage: 'Photo' },
  you: { id: 'dashboard.profile.you', defaultMessage: 'You' },
  documents: { id: 'dashboard.profile.documents', defaultMessage: 'Qualification documents' },
  // Uploads.
  currentPhoto: { id: 'dashboard.uploads.currentPhoto', defaultMessage: 'Your current photo' },
  uploadingPhoto: {
    id: 'dashboard.uploads.uploadingPhoto',
    defaultMessage: 'Uploading your photo',
  },
  uploadPhoto: { id: 'dashboard.uploads.uploadPhoto', defaultMessage: 'Upload new photo' },
  photoUpdated: { id: 'dashboard.uploads.photoUpdated', defaultMessage: 'Photo updated.' },
  documentState: {
    id: 'dashboard.uploads.documentState',
    defaultMessage:
      '{state, select, pending {Waiting for review} accepted {Accepted} other {Asked again}}',
  },
  uploaded: {
    id: 'dashboard.uploads.uploaded',
    defaultMessage: 'Uploaded {moment} · {size} KB',
  },
  askedAgain: {
    id: 'dashboard.uploads.askedAgain',
    defaultMessage: 'Our team asks you to send it again:',
  },
  remove: { id: 'dashboard.uploads.remove', defaultMessage: 'Remove {name}' },
  removeShort: { id: 'dashboard.uploads.removeShort', defaultMessage: 'Remove' },
  documentRemoved: { id: 'dashboard.uploads.documentRemoved', defaultMessage: 'Document removed.' },
  badgeShown: {
    id: 'dashboard.uploads.badgeShown',
    defaultMessage: 'Verified Therapist badge shown',
  },
  sendAgain: {
    id: 'dashboard.uploads.sendAgain',
    defaultMessage:
      'Our team asked you to send {count, plural, one {a document} other {# documents}} again. Upload a new copy below and remove the old one: the Verified Therapist badge shows once every document on file is accepted.',
  },
  private: {
    id: 'dashboard.uploads.private',
    defaultMessage: 'Only you and our team can open these files.',
  },
  reviewing: {
    id: 'dashboard.uploads.reviewing',
    defaultMessage:
      'Our team is reviewing your new documents; the Verified Therapist badge shows once every document on file is accepted.',
  },
  onceAccepted: {
    id: 'dashboard.uploads.onceAccepted',
    defaultMessage: 'Once our team accepts them, your profile shows the Verified Therapist badge.',
  },
  onFile: { id: 'dashboard.uploads.onFile', defaultMessage: 'Documents on file' },
  uploadingDocuments: {
    id: 'dashboard.uploads.uploadingDocuments',
    defaultMessage: 'Uploading your documents',
  },
  uploadFailed: {
    id: 'dashboard.uploads.failed',
    defaultMessage: 'Upload failed. Please try again.',
  },
  uploadDocuments: { id: 'dashboard.uploads.uploadDocuments', defaultMessage: 'Upload documents' },
  documentsUploaded: {
    id: 'dashboard.uploads.documentsUploaded',
    defaultMessage: 'Documents uploaded. Our team will verify them.',
  },
  requestsHeading: {
    id: 'dashboard.uploads.requestsHeading',
    defaultMessage: 'Please send {count, plural, one {a document} other {# documents}} again',
  },
  noBadgeUntil: {
    id: 'dashboard.uploads.noBadgeUntil',
    defaultMessage: 'Until then your profile does not show the Verified Therapist badge.',
  },
  uploadBelow: {
    id: 'dashboard.uploads.uploadBelow',
    defaultMessage: 'Upload a new copy under Qualification documents below.',
  },
  uploadOnProfile: {
    id: 'dashboard.uploads.uploadOnProfile',
    defaultMessage: 'Upload a new copy on your Profile page',
  },
  // Closing the account.
  closeAccount: { id: 'dashboard.closure.heading', defaultMessage: 'Close my account' },
  closureSent: {
    id: 'dashboard.closure.sent',
    defaultMessage:
      'Your request has reached our team. They will email you before closing your account.',
  },
  closureText: {
    id: 'dashboard.closure.text',
    defaultMessage:
      'Your account carries your profile and your clients’ sessions, so our team closes it for you: they agree the sessions still to come with you first.',
  },
  requestSent: { id: 'dashboard.closure.requestSent', defaultMessage: 'Request sent' },
  askToClose: {
    id: 'dashboard.closure.ask',
    defaultMessage: 'Ask the team to close my account',
  },
});
