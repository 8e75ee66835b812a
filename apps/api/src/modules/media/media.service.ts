import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import { avatarSvg } from './avatar';
import { portraitSvg } from './portrait';
import { findAvatarSubject } from './media.queries';

export function createMediaService(db: Db) {
  return {
    async therapistAvatar(slug: string): Promise<string> {
      const subject = await findAvatarSubject(db, slug);
      if (!subject) throw notFound('Image not found');
      return avatarSvg({ name: subject.name, seed: subject.id });
    },
    async therapistPortrait(slug: string): Promise<string> {
      const subject = await findAvatarSubject(db, slug);
      if (!subject) throw notFound('Image not found');
      return portraitSvg({ seed: subject.id, gender: subject.gender });
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
