import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeedTokens } from './calendar-feeds.schema';

export type FeedAudience = (typeof calendarFeedTokens.$inferSelect)['audience'];

/** The account's one feed token for this side, replacing the one before. */
export async function replaceFeedToken(
  db: Db,
  accountId: string,
  audience: FeedAudience,
  tokenHash: string,
) {
  await db
    .insert(calendarFeedTokens)
    .values({ accountId, audience, tokenHash })
    .onConflictDoUpdate({
      target: [calendarFeedTokens.accountId, calendarFeedTokens.audience],
      set: { tokenHash, createdAt: new Date() },
    });
}

export async function findFeedToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ accountId: calendarFeedTokens.accountId, audience: calendarFeedTokens.audience })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
