import '#lib/zod-config';

/** Loaded on demand by the footer's form; zod-config comes first, as schemas are created under it. */
export { newsletterFormSchema } from '@app/domain/schemas/contact';
