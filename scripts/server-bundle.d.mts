/** Types of server-bundle.mjs (used by its tests). */
export const SERVER_INPUTS: string[];
export const bundleFile: string;
export function serverSourceHash(): Promise<string>;
export function isBundleCurrent(): Promise<boolean>;
export function buildServerBundle(): Promise<void>;
export function ensureServerBundle(): Promise<void>;
