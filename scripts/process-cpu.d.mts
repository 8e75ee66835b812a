export function processCpu(
  pid: number | string | undefined,
): { name: string; ticks: number } | null;
