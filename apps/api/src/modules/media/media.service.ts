import type { FileStorage } from '../../adapters/storage/file-storage';
import { notFound } from '../../shared/app-error';
import { avatarSvg } from './avatar';
import { portraitSvg } from './portrait';
import type { TherapistLabels } from '../therapists/therapists.module';

const KEPT_PORTRAITS = 500;
const PORTRAIT_PIXELS = 256;

// Loaded with the first portrait drawn, not at start-up.
const loadSharp = () => import('sharp').then((m) => m.default);

async function rasterPortrait(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg))
    .resize(PORTRAIT_PIXELS, PORTRAIT_PIXELS)
    .webp({ quality: 82 })
    .toBuffer();
}

export function createMediaService(
  therapists: Pick<TherapistLabels, 'bySlug'>,
  storage: FileStorage,
) {
  // Keyed by what a portrait is drawn from; oldest out first. A drawing in progress is kept too,
  // so requests arriving together share it.
  const portraits = new Map<string, Promise<Buffer>>();
  return {
    async therapistAvatar(slug: string): Promise<string> {
      const subject = await therapists.bySlug(slug);
      if (!subject) throw notFound('Image not found');
      return avatarSvg({ name: subject.name, seed: subject.id });
    },
    async therapistPortrait(slug: string): Promise<string> {
      const subject = await therapists.bySlug(slug);
      if (!subject) throw notFound('Image not found');
      return portraitSvg({ seed: subject.id, gender: subject.gender });
    },
    /**
     * The portrait as a WebP picture, what the site shows: a browser handles each SVG picture as
     * a small document of its own on the page's main thread (about 20 ms apiece), a WebP is
     * decoded off it. Drawing one takes about 30 ms, so the last few hundred are kept.
     */
    async therapistPortraitWebp(slug: string): Promise<Buffer> {
      const subject = await therapists.bySlug(slug);
      if (!subject) throw notFound('Image not found');
      const key = `${subject.id}\0${subject.gender}`;
      const kept = portraits.get(key);
      if (kept) return kept;
      const drawing = rasterPortrait(portraitSvg({ seed: subject.id, gender: subject.gender }));
      portraits.set(key, drawing);
      // A failed drawing is dropped, unless a newer one has taken its place meanwhile.
      drawing.catch(() => portraits.get(key) === drawing && portraits.delete(key));
      if (portraits.size > KEPT_PORTRAITS) portraits.delete(portraits.keys().next().value!);
      return drawing;
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
