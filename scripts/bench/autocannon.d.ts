// The parts of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Stats {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  export interface Result {
    requests: Stats & { total: number };
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (req: Request) => Request;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
