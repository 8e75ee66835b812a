/** Types of web-build-stamp.mjs (used by the TypeScript bench scripts). */
export const stampFile: string;
export function sourceHash(): Promise<string>;
export function isBuildCurrent(): Promise<boolean>;
