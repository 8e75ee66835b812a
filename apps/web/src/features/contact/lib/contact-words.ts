import { defineMessages } from '@app/domain/i18n/define';

/** The words of the contact page and form (namespace contact). */
export const CONTACT = defineMessages({
  eyebrow: { id: 'contact.eyebrow', defaultMessage: 'Contact' },
  sent: {
    id: 'contact.sent',
    defaultMessage: 'Thank you for your message! We will get back to you soon.',
  },
  fixErrors: { id: 'contact.fixErrors', defaultMessage: 'Please fix the errors in the form' },
  verifyingHuman: {
    id: 'common.humanCheck.verifying',
    defaultMessage: 'Verifying you are human...',
  },
  heading: { id: 'contact.heading', defaultMessage: 'We are here to help' },
  lead: {
    id: 'contact.lead',
    defaultMessage:
      'Ask us about finding the right therapist, a booking, a refund or your account. A real person reads every message, usually within one working day.',
  },
  formHeading: { id: 'contact.formHeading', defaultMessage: 'Send us a message' },
  required: {
    id: 'contact.required',
    defaultMessage: 'Fields marked <mark>*</mark><hidden>as required</hidden> are required.',
  },
  otherWays: { id: 'contact.otherWays', defaultMessage: 'Other ways to reach us' },
  email: { id: 'contact.email', defaultMessage: 'Email' },
  phone: { id: 'contact.phone', defaultMessage: 'Phone' },
  office: { id: 'contact.office', defaultMessage: 'Office' },
  crisis: { id: 'contact.crisis', defaultMessage: 'In a crisis?' },
  crisisText: {
    id: 'contact.crisisText',
    defaultMessage:
      'This form is not monitored around the clock. If you or someone near you is in danger, call <numbers></numbers> now.',
  },
  form: { id: 'contact.form', defaultMessage: 'Contact us' },
  name: { id: 'contact.name', defaultMessage: 'Name' },
  optional: { id: 'contact.optional', defaultMessage: '(optional)' },
  query: { id: 'contact.query', defaultMessage: 'Your query' },
  characters: { id: 'contact.characters', defaultMessage: ' characters' },
  sending: { id: 'contact.sending', defaultMessage: 'Sending...' },
  send: { id: 'contact.send', defaultMessage: 'Send Message' },
});
