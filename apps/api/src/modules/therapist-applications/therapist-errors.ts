import { defineMessages, type Phrase } from '@app/domain/i18n/define';
import { JOIN_LIMITS } from '@app/domain/schemas/therapist-join';

const MB = 1024 * 1024;

/**
 * The refusals a therapist reads on the join form and in the dashboard (uploads, application
 * edits): worded in the caller's language by the error handler. The English is the join form's.
 */
export const THERAPIST_ERRORS = defineMessages({
  onePhoto: { id: 'errors.therapist.onePhoto', defaultMessage: 'Please choose one photo' },
  tooManyDocuments: {
    id: 'errors.therapist.tooManyDocuments',
    defaultMessage: 'Please upload at most {count} qualification documents',
  },
  photoTooLarge: {
    id: 'errors.therapist.photoTooLarge',
    defaultMessage: 'The photo must be {mb}MB or smaller',
  },
  documentTooLarge: {
    id: 'errors.therapist.documentTooLarge',
    defaultMessage: 'Each qualification document must be {mb}MB or smaller',
  },
  filesTooLarge: {
    id: 'errors.therapist.filesTooLarge',
    defaultMessage: 'The photo and documents together must be {mb}MB or smaller',
  },
  photoType: {
    id: 'errors.therapist.photoType',
    defaultMessage: 'The photo must be a JPG, PNG, GIF or WebP image',
  },
  imageRequired: {
    id: 'errors.therapist.imageRequired',
    defaultMessage: 'Please select a doctor image before submitting',
  },
  chooseDocument: {
    id: 'errors.therapist.chooseDocument',
    defaultMessage: 'Please choose at least one document.',
  },
  keepAtMost: {
    id: 'errors.therapist.keepAtMost',
    defaultMessage: 'You can keep at most {count} documents.',
  },
  unsupportedFiles: {
    id: 'errors.therapist.unsupportedFiles',
    defaultMessage:
      'Unsupported file format(s): {names}. Only PDF, JPG, and PNG files are supported.',
  },
  noProfile: {
    id: 'errors.therapist.noProfile',
    defaultMessage: 'No therapist profile belongs to this account.',
  },
  documentNotFound: {
    id: 'errors.therapist.documentNotFound',
    defaultMessage: 'Document not found',
  },
  acceptedStays: {
    id: 'errors.therapist.acceptedStays',
    defaultMessage:
      'Our team has accepted this document, so it stays on file. Please write to us to remove it.',
  },
  notEditable: {
    id: 'errors.therapist.notEditable',
    defaultMessage:
      'Your name, title, qualifications and experience are checked by our team: please write to support to change them.',
  },
  notChangesRequested: {
    id: 'errors.therapist.notChangesRequested',
    defaultMessage: 'Only an application with changes requested can be resubmitted.',
  },
});

const E = THERAPIST_ERRORS;

/** The upload refusals with their figures from the join form's limits. */
export const UPLOAD_ERRORS = {
  tooManyDocuments: {
    message: E.tooManyDocuments,
    values: { count: JOIN_LIMITS.documentCount },
  },
  photoTooLarge: { message: E.photoTooLarge, values: { mb: JOIN_LIMITS.photoBytes / MB } },
  documentTooLarge: {
    message: E.documentTooLarge,
    values: { mb: JOIN_LIMITS.documentBytes / MB },
  },
  filesTooLarge: { message: E.filesTooLarge, values: { mb: JOIN_LIMITS.requestBytes / MB } },
} satisfies Record<string, Phrase>;

export const unsupportedFiles = (names: readonly string[]): Phrase => ({
  message: E.unsupportedFiles,
  values: { names: names.join(', ') },
});
