import { defineMessages } from '@app/domain/i18n/define';
import { formRulePhrase } from '@app/domain/i18n/form-words';
import type { ErrorWords } from '../../shared/app-error';

/** What the contact form's sender reads back, in the request's language (the page's own ids). */
export const CONTACT_ANSWERS = defineMessages({
  sent: {
    id: 'contact.sent',
    defaultMessage: 'Thank you for your message! We will get back to you soon.',
  },
  fixErrors: { id: 'contact.fixErrors', defaultMessage: 'Please fix the errors in the form' },
});

/** A form rule's English text (the contact schema) in the caller's language when answered. */
export const contactRuleWords = (message: string): ErrorWords => formRulePhrase(message) ?? message;
