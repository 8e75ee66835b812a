/** Types of web-build-stamp.mjs (used by the TypeScript bench scripts and its tests). */
export const stampFile: string;
export function sourceHash(): Promise<string>;
export function buildModeOf(env?: Record<string, string | undefined>): string;
export function readBuildMode(file?: string): Promise<string | null>;
export function isBuildCurrent(options?: {
  stampFile?: string;
  outputs?: string[];
  mode?: string;
}): Promise<boolean>;
export function writeBuildStamp(options?: {
  stampFile?: string;
  env?: Record<string, string | undefined>;
}): Promise<void>;
export function buildWebApp(
  env?: Record<string, string | undefined>,
  run?: (
    command: string,
    args: string[],
    options: { stdio: 'inherit'; cwd: string; env: Record<string, string | undefined> },
  ) => { status: number | null },
): number;
