import { defineMessages } from '@app/domain/i18n/define';

/** The words of a therapist's practice fields: the join form and the dashboard (namespace practice). */
export const FIELD_WORDS = defineMessages({
  fullName: { id: 'practice.fullName', defaultMessage: 'Full name' },
  title: { id: 'practice.title', defaultMessage: 'Professional title' },
  chooseTitle: { id: 'practice.chooseTitle', defaultMessage: 'Choose your title' },
  qualifications: { id: 'practice.qualifications', defaultMessage: 'Qualifications' },
  qualificationsExample: {
    id: 'practice.qualificationsExample',
    defaultMessage: 'e.g. M.Phil Clinical Psychology, RCI registered',
  },
  experience: { id: 'practice.experience', defaultMessage: 'Years of experience' },
  photoPreview: { id: 'practice.photoPreview', defaultMessage: 'Preview of your portrait' },
  changePhoto: { id: 'practice.changePhoto', defaultMessage: 'Change photo' },
  choosePhoto: { id: 'practice.choosePhoto', defaultMessage: 'Choose photo' },
  photoHint: { id: 'practice.photoHint', defaultMessage: 'Max {mb}MB. JPG, PNG, GIF or WebP.' },
  addDocuments: { id: 'practice.addDocuments', defaultMessage: 'Add documents' },
  documentsHint: {
    id: 'practice.documentsHint',
    defaultMessage:
      'Optional. PDF, JPG or PNG, up to {count} files of {mb}MB each. Verified documents earn the Verified Therapist badge.',
  },
  chosenDocuments: { id: 'practice.chosenDocuments', defaultMessage: 'Chosen documents' },
  remove: { id: 'practice.remove', defaultMessage: 'Remove {name}' },
  unsupportedFiles: {
    id: 'practice.unsupportedFiles',
    defaultMessage:
      'Unsupported file format(s): {names}. Only PDF, JPG, and PNG files are supported.',
  },
  tooManyDocuments: {
    id: 'practice.tooManyDocuments',
    defaultMessage: 'Please upload at most {count} qualification documents',
  },
  typeToSearch: { id: 'practice.typeToSearch', defaultMessage: 'Type to search' },
  chosen: { id: 'practice.chosen', defaultMessage: 'Chosen {label}' },
  bio: { id: 'practice.bio', defaultMessage: 'Bio' },
  bioCount: { id: 'practice.bioCount', defaultMessage: '{count}/{max} characters' },
  bioHindi: { id: 'practice.bioHindi', defaultMessage: 'Bio in Hindi (optional)' },
  bioHindiHint: {
    id: 'practice.bioHindiHint',
    defaultMessage:
      'Shown on the Hindi pages instead of your English bio; without it they show the English. {count}/{max} characters',
  },
  bioPlaceholder: {
    id: 'practice.bioPlaceholder',
    defaultMessage: 'How you work and whom you help',
  },
  fee: { id: 'practice.fee', defaultMessage: 'Hourly fee (₹ INR)' },
  specializations: { id: 'practice.specializations', defaultMessage: 'Specializations' },
  languages: { id: 'practice.languages', defaultMessage: 'Languages' },
  expertise: { id: 'practice.expertise', defaultMessage: 'Areas of expertise' },
  city: { id: 'practice.city', defaultMessage: 'City/Town/Village' },
  line1: { id: 'practice.line1', defaultMessage: 'Address line 1' },
  line2: { id: 'practice.line2', defaultMessage: 'Address line 2' },
  pincode: { id: 'practice.pincode', defaultMessage: 'Pin code' },
  sessionMode: { id: 'practice.sessionMode', defaultMessage: 'Session mode' },
});
