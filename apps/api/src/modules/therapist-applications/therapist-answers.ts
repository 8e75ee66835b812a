import { defineMessages } from '@app/domain/i18n/define';

/**
 * What a therapist's application and uploads answer, in the caller's language: the same messages the dashboard
 * shows itself (ids shared with the web's words, so the Hindi is written once).
 */
export const THERAPIST_ANSWERS = defineMessages({
  documentsUploaded: {
    id: 'dashboard.uploads.documentsUploaded',
    defaultMessage: 'Documents uploaded. Our team will verify them.',
  },
  documentRemoved: { id: 'dashboard.uploads.documentRemoved', defaultMessage: 'Document removed.' },
  photoUpdated: { id: 'dashboard.uploads.photoUpdated', defaultMessage: 'Photo updated.' },
  /** The join page's own words for a sent application (JOIN_TEXT.success). */
  applicationSent: {
    id: 'join.submitted',
    defaultMessage: 'Application submitted successfully! Your profile will go live after approval.',
  },
});
