// Requests per second and latency under load, measured with autocannon over real HTTP.
import autocannon from "autocannon";

export type Load = { rps: number; p50: number; p99: number; requests: number; failures: number };

export type LoadOptions = { method?: "GET" | "POST"; headers?: Record<string, string>; body?: string; connections: number; seconds: number };

/**
 * Runs `seconds` of load at `connections` after a warm-up of up to 5 s; failures: errors, timeouts
 * and non-2xx answers. The warm-up lets V8 optimise the path under load before it is measured: a
 * server runs for days, and its first seconds under a new kind of request are spent compiling.
 */
export async function load(url: string, options: LoadOptions): Promise<Load> {
  const request = { url, method: options.method ?? "GET", headers: options.headers, body: options.body };
  await autocannon({ ...request, connections: options.connections, duration: Math.min(5, options.seconds) });
  const result = await autocannon({ ...request, connections: options.connections, duration: options.seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
