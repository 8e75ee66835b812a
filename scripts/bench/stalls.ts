/**
 * What stalls the API while a scenario runs: the event loop's delay (percentiles), garbage
 * collection pauses, and the work the listing engine did meanwhile (catch-ups with the rows they
 * read, the slowest one). The benchmark prints them beside each row's latency, so a tail can be
 * told apart: a refresh or catch-up competing for the cores, a GC pause, or a cache miss.
 */
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

export interface EngineCounters {
  catchUps: number;
  therapistRows: number;
  openTimeRows: number;
  catchUpMs: number[];
}

export interface Stalls {
  loopP50Ms: number;
  loopP99Ms: number;
  loopMaxMs: number;
  gcCount: number;
  gcTotalMs: number;
  gcMaxMs: number;
  catchUps: number;
  rowsRead: number;
  slowestCatchUpMs: number;
}

const ms = (ns: number) => Number((ns / 1e6).toFixed(1));

/** Starts watching; `stop()` answers what happened since. */
export function watchStalls(engine: () => EngineCounters) {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const pauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) pauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const before = engine();
  return {
    stop(): Stalls {
      loop.disable();
      gc.disconnect();
      const after = engine();
      const catchUps = after.catchUps - before.catchUps;
      return {
        loopP50Ms: ms(loop.percentile(50)),
        loopP99Ms: ms(loop.percentile(99)),
        loopMaxMs: ms(loop.max),
        gcCount: pauses.length,
        gcTotalMs: Number(pauses.reduce((a, b) => a + b, 0).toFixed(1)),
        gcMaxMs: Number(Math.max(0, ...pauses).toFixed(1)),
        catchUps,
        rowsRead:
          after.therapistRows - before.therapistRows + (after.openTimeRows - before.openTimeRows),
        slowestCatchUpMs: Number(
          Math.max(0, ...after.catchUpMs.slice(after.catchUpMs.length - catchUps)).toFixed(1),
        ),
      };
    },
  };
}
