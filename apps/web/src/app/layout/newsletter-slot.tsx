import { NewsletterForm } from '#features/newsletter/components/newsletter-form';

/** The footer's newsletter form (spec §2 'Footer', §4, §8). */
export function NewsletterSlot() {
  return <NewsletterForm />;
}
