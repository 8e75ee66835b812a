/**
 * Where uploaded files live. Keys are relative, slash-separated names made by the caller
 * (`photos/<uuid>-480.webp`); whether a file is public is decided by the routes that serve it,
 * never by the store. Two implementations: local files under DATA_DIR (one process, or a shared
 * disk), and an S3-compatible bucket (any number of processes).
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The bytes of a stored file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves when the store can be used; the server refuses to start otherwise. */
  check?(): Promise<void>;
}

const KEY_RE = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/;

/** Keys are ours, but a key that could climb out of the store is refused anyway. */
export function assertStorageKey(key: string): void {
  if (!KEY_RE.test(key) || key.includes('..')) throw new Error(`invalid storage key`);
}

export interface StoredFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Writes the files; when one fails, removes those already written. Returns the keys written. */
export async function putAll(storage: FileStorage, files: StoredFile[]): Promise<string[]> {
  const written: string[] = [];
  try {
    for (const f of files) {
      await storage.put(f.key, f.data, f.contentType);
      written.push(f.key);
    }
    return written;
  } catch (error) {
    await removeAll(storage, written);
    throw error;
  }
}

/** Removes stored files, whatever becomes of each. */
export const removeAll = (storage: FileStorage, keys: string[]) =>
  Promise.allSettled(keys.map((k) => storage.delete(k)));
