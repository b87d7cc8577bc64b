// autocannon ships no types; this covers the part of its programmatic API the bench uses.
declare module "autocannon" {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }
  export interface Result {
    url: string;
    requests: Histogram;
    latency: Histogram & { totalCount: number };
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    start: Date;
    finish: Date;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface Options {
    url: string;
    method?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Requests each connection cycles through (path, method, headers, body). */
    requests?: { path?: string; method?: string; headers?: Record<string, string>; body?: string }[];
    /** Requests per second over all connections. */
    overallRate?: number;
  }
  /** A run in progress: "response" (client, status, bytes, ms) and "reqError" (error) for each request. */
  export interface Instance extends NodeJS.EventEmitter {
    stop(): void;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
