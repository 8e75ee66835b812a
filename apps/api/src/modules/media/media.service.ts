import type { Db } from '../../db/client';
import type { FileStorage } from '../../adapters/storage/file-storage';
import { notFound } from '../../plugins/errors';
import { avatarSvg } from './avatar';
import { portraitSvg } from './portrait';
import { findAvatarSubject } from './media.queries';

export function createMediaService(db: Db, storage: FileStorage) {
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

    /**
     * A therapist's photo as re-encoded at upload. Only the `photos/` area of the storage is
     * reachable here: qualification documents live elsewhere and are never served publicly.
     */
    async photo(file: string): Promise<Buffer> {
      const data = await storage.get(`photos/${file}`);
      if (!data) throw notFound('Image not found');
      return data;
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;
