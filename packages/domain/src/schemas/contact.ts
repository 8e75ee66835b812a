import { z } from 'zod';
import { CONTACT_QUERY_MAX, CONTACT_QUERY_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { NAME_RE, validateIndianMobile } from '../validation';
import { text } from './common';
import { emailField, humanCheckToken } from './fields';

const C = MESSAGES.contact;

/**
 * POST /api/contact/submit. The form's single name is split at the first space into first_name and
 * last_name; the name rules (required, at least 2 characters, letters and spaces) apply to the whole.
 */
export const contactSubmitBody = z
  .object({
    first_name: text({ error: C.nameRequired }).trim().min(1, C.nameRequired).max(50),
    last_name: text().trim().max(50).default(''),
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
      .min(CONTACT_QUERY_MIN, C.queryMin)
      .max(CONTACT_QUERY_MAX, C.queryMax),
    turnstileToken: humanCheckToken,
  })
  .superRefine((v, ctx) => {
    const full = `${v.first_name} ${v.last_name}`.trim();
    if (full.length < 2) ctx.addIssue({ code: 'custom', path: ['first_name'], message: C.nameMin });
    else if (!NAME_RE.test(full))
      ctx.addIssue({ code: 'custom', path: ['first_name'], message: C.nameLetters });
  });
export type ContactSubmitBody = z.infer<typeof contactSubmitBody>;
export type ContactSubmitInput = z.input<typeof contactSubmitBody>;

/** POST /api/newsletter/subscribe */
export const newsletterBody = z.object({
  email: emailField(MESSAGES.newsletter.emailRequired, C.emailInvalid),
});
export type NewsletterBody = z.infer<typeof newsletterBody>;
