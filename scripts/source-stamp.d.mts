/** Types of source-stamp.mjs (used by its tests). */
export function hashSources(root: string, inputs: string[], extras?: string[]): Promise<string>;
export function isStampCurrent(stamp: {
  outputs: string[];
  stampFile: string;
  hash: string;
}): Promise<boolean>;
export function writeStamp(stampFile: string, hash: string): Promise<void>;
