import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { therapists } from '../therapists/therapists.schema';

export async function findAvatarSubject(db: Db, slug: string) {
  const [row] = await db
    .select({ id: therapists.id, name: therapists.name, gender: therapists.gender })
    .from(therapists)
    .where(eq(therapists.slug, slug))
    .limit(1);
  return row ?? null;
}
