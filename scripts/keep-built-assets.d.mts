/** Types of keep-built-assets.mjs (used by its tests). */
export const KEEP_BUILDS: number;
export const KEEP_DAYS: number;
export function begin(dist: string, now?: number): Promise<void>;
export function finish(
  dist: string,
  now?: number,
): Promise<{ current: string[]; kept: number; removed: string[] }>;
