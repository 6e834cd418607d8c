// Which other web pages may call the API from a visitor's browser (CORS). Only the application's
// own origin and the origins CORS_ORIGINS lists; any other origin gets no Access-Control-Allow-*
// headers, so the browser keeps the answer (and the cookie's powers) from that page.
import type { Config } from "../config.ts";

export function allowedOrigins(config: Pick<Config, "publicUrl" | "corsOrigins">): Set<string> {
  return new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
}

/** yoga's `cors` option: the request's origin when it is allowed, else no CORS headers at all. */
export function corsPolicy(config: Pick<Config, "publicUrl" | "corsOrigins">) {
  const allowed = allowedOrigins(config);
  return (request: { headers: Pick<Headers, "get"> }) => {
    const origin = request.headers.get("origin");
    return origin && allowed.has(origin) ? { origin: [origin], credentials: true } : (false as const);
  };
}
