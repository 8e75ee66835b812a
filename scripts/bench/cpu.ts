/**
 * CPU time spent, whatever the machine's speed does meanwhile: this process's (all its threads,
 * autocannon's included) and, when the database server runs on this machine, every PostgreSQL
 * process's. A run's rate moves with the machine; the CPU each booking costs moves far less.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { processCpu } from '../process-cpu.mjs';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString()) || 100;
  } catch {
    return 100;
  }
})();

/** User and system time of every local `postgres` process, in ms; null where /proc is absent. */
function postgresCpuMs(): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const pid of pids) {
    const cpu = processCpu(pid);
    if (cpu?.name !== 'postgres') continue;
    ticks += cpu.ticks;
    found = true;
  }
  return found ? (ticks * 1000) / ticksPerSecond : null;
}

export interface CpuSpent {
  nodeMs: number;
  /** Null when no PostgreSQL process runs on this machine (PGlite, or a remote server). */
  postgresMs: number | null;
}

/** Starts counting; the function it answers tells what was spent since. */
export function countCpu(): () => CpuSpent {
  const node = process.cpuUsage();
  const postgres = postgresCpuMs();
  return () => {
    const spent = process.cpuUsage(node);
    const postgresNow = postgresCpuMs();
    return {
      nodeMs: (spent.user + spent.system) / 1000,
      postgresMs: postgres === null || postgresNow === null ? null : postgresNow - postgres,
    };
  };
}
