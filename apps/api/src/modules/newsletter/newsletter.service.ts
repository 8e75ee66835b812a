import type { Db } from '../../db/client';
import { insertSubscriber } from './newsletter.queries';

export function createNewsletterService(db: Db) {
  return {
    async subscribe(email: string): Promise<{ message: string }> {
      const created = await insertSubscriber(db, email.trim());
      // A repeat subscription is not an error for the visitor: they are on the list either way.
      return {
        message: created
          ? 'Successfully subscribed to newsletter!'
          : 'You are already subscribed to our newsletter. Thank you!',
      };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
