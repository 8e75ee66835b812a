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
  /** Per connection; cleared each time the request sequence starts again. */
  export type Context = Record<string, unknown>;
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Total requests over all connections; the run ends when they are answered. */
    amount?: number;
    requests?: Request[];
    /** Sent with every request. */
    headers?: Record<string, string>;
    /** Called with each connection's client as it is made. */
    setupClient?: (client: Client) => void;
  }
  /** One connection (the parts the benchmark touches). */
  export interface Client {
    /** Its queue of sent requests; `addBody` gathers an answer's body as a string. */
    pipelinedRequests: { addBody(data: Buffer): void };
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
