import { randomUUID } from 'node:crypto';

// Loaded on the first upload, not at start-up: both libraries take a while to load.
const loadFileType = () => import('file-type');
const loadSharp = () => import('sharp').then((m) => m.default);

/** A file as the multipart body carried it, fully read. */
export interface IncomingFile {
  fileName: string;
  data: Buffer;
}

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const DOCUMENT_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png']);

/** The type a file's bytes show (magic numbers), whatever its name says; null when unknown. */
async function sniff(data: Buffer): Promise<string | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  return (await fileTypeFromBuffer(data))?.mime ?? null;
}

export async function isAcceptedPhoto(file: IncomingFile): Promise<boolean> {
  return PHOTO_TYPES.has((await sniff(file.data)) ?? '');
}

/** The document's content type when its bytes are a PDF, JPEG or PNG, else null. */
export async function documentType(file: IncomingFile): Promise<string | null> {
  const type = await sniff(file.data);
  return type !== null && DOCUMENT_TYPES.has(type) ? type : null;
}

/** Widths the photo is stored at: cards and the profile page. */
export const PHOTO_WIDTHS = [320, 800] as const;

/**
 * Re-encodes a photo to WebP at the web sizes: turned upright by its EXIF orientation, then
 * written without any metadata (location, camera, …), first frame only. Null when the bytes
 * cannot be decoded as an image.
 */
export async function webPhotoSizes(
  data: Buffer,
): Promise<Array<{ width: (typeof PHOTO_WIDTHS)[number]; data: Buffer }> | null> {
  const sharp = await loadSharp();
  try {
    const upright = await sharp(data, { limitInputPixels: 50_000_000 }).rotate().toBuffer();
    return await Promise.all(
      PHOTO_WIDTHS.map(async (width) => ({
        width,
        data: await sharp(upright)
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    return null;
  }
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** Accepted documents as stored files, each under a new id; `types` are their sniffed types. */
export function storedDocuments(documents: IncomingFile[], types: ReadonlyArray<string | null>) {
  return documents.map((d, i) => {
    const id = randomUUID();
    const contentType = types[i]!;
    return {
      id,
      key: `documents/${id}.${EXTENSIONS[contentType]}`,
      data: d.data,
      contentType,
      fileName: d.fileName,
    };
  });
}

/** The web sizes of a photo as stored files, under one photo id. */
export function storedPhotoSizes(photoId: string, sizes: Array<{ width: number; data: Buffer }>) {
  return sizes.map((s) => ({
    key: `photos/${photoId}-${s.width}.webp`,
    data: s.data,
    contentType: 'image/webp',
  }));
}
