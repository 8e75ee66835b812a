import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';

/** Chosen once at start-up from the config; modules receive the instance. */
export function createFileStorage(config: Pick<Config, 'storage'>): FileStorage {
  return createLocalStorage(config.storage.dir);
}
