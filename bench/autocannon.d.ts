// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called for each request sent (not with workers): the request as it goes. */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    workers?: number;
    /** Replaces every [<id>] in the request with a fresh id per request. */
    idReplacement?: boolean;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Seconds a request may wait for its answer before it counts as a timeout (10 by default). */
    timeout?: number;
    /** Requests sent in turn on each connection. */
    requests?: AutocannonRequest[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    /** Every failed request, the timeouts among them. */
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
