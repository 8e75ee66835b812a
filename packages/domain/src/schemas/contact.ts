import { z } from 'zod';
import { CONTACT_QUERY_MAX, CONTACT_QUERY_MIN } from '../constants';
import { MESSAGES } from '../messages';
import {
  countCharacters,
  validateContactForm,
  validateContactName,
  validateIndianMobile,
} from '../validation';
import { text } from './common';
import { emailField, humanCheckToken } from './fields';

const C = MESSAGES.contact;

/**
 * POST /api/contact/submit. The form's single name is split at the first space into first_name and
 * last_name; the form's name rule (validateContactName) applies to the whole.
 */
export const contactSubmitBody = z
  .object({
    first_name: text({ error: C.nameRequired }).trim().min(1, C.nameRequired).max(200, C.nameMax),
    last_name: text().trim().max(200, C.nameMax).default(''),
    email: emailField(C.emailRequired, C.emailInvalid),
    phone: text()
      .trim()
      .max(20, C.phoneInvalid)
      .default('')
      .superRefine((p, ctx) => {
        const problem = validateIndianMobile(p);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    message: text({ error: C.queryRequired })
      .trim()
      .min(1, C.queryRequired)
      .refine((m) => countCharacters(m) >= CONTACT_QUERY_MIN, C.queryMin)
      .refine((m) => countCharacters(m) <= CONTACT_QUERY_MAX, C.queryMax),
    turnstileToken: humanCheckToken,
  })
  .superRefine((v, ctx) => {
    // The form's own rule, on the name it split: one rule and one message on both sides.
    const problem = validateContactName(`${v.first_name} ${v.last_name}`);
    if (problem) ctx.addIssue({ code: 'custom', path: ['first_name'], message: problem });
  });
export type ContactSubmitBody = z.infer<typeof contactSubmitBody>;
export type ContactSubmitInput = z.input<typeof contactSubmitBody>;

/** POST /api/newsletter/subscribe */
export const newsletterBody = z.object({
  email: emailField(MESSAGES.newsletter.emailRequired, C.emailInvalid),
});
export type NewsletterBody = z.infer<typeof newsletterBody>;

/** The contact form as typed (one name field), each rule's message on its field (spec §5). */
export const contactFormSchema = z
  .object({ name: z.string(), email: z.string(), phone: z.string(), message: z.string() })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(validateContactForm(v))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ContactFormInput = z.input<typeof contactFormSchema>;

/**
 * The newsletter box: only an empty address is the form's to refuse (with the spec's warning);
 * the server judges the rest and its answer is shown as it comes.
 */
export const newsletterFormSchema = z.object({
  email: z.string().trim().min(1, MESSAGES.newsletter.emailRequired),
});
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
