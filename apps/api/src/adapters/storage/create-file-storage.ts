import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

/** Chosen once at start-up from the config; modules receive the instance. */
export function createFileStorage(config: Pick<Config, 'storage'>): FileStorage {
  const { storage } = config;
  return storage.kind === 's3' ? createS3Storage(storage) : createLocalStorage(storage.dir);
}
