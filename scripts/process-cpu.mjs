// What /proc says of a process (Linux only): its command name and the CPU time it has used.
import { readFileSync } from 'node:fs';

/**
 * The command name and user + system time, in clock ticks, of process `pid`; null where there is
 * no /proc or the process has ended.
 */
export function processCpu(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      name: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]), // utime, stime
    };
  } catch {
    return null;
  }
}
