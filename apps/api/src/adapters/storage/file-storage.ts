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
