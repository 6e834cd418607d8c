// Whether the server compresses what it sends: the page (HTML), a script, the stylesheet and a
// GraphQL answer, each asked for with gzip and with brotli. A response passes when it comes back
// in that encoding and says `Vary: Accept-Encoding`.
import { readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { entryScripts } from "./criticalPath.ts";

export type CompressionCheck = { what: string; encoding: "gzip" | "br"; ok: boolean; got: string };

export async function checkCompression(options: {
  base: string;
  clientDir: string;
  /** A GraphQL request as the browser sends it (large enough to be worth compressing). */
  graphql: { body: string; headers: Record<string, string> };
}): Promise<CompressionCheck[]> {
  const html = readFileSync(`${options.clientDir}/index.html`, "utf8");
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const targets: { what: string; url: string; init?: RequestInit }[] = [
    { what: "HTML /", url: "/" },
    // The largest entry script: a runtime chunk under 1 KB is rightly sent as it is.
    { what: "JS entry", url: `/assets/${largest(options.clientDir, entryScripts(options.clientDir))}` },
    ...(css ? [{ what: "CSS", url: css }] : []),
    { what: "GraphQL JSON", url: "/graphql", init: { method: "POST", body: options.graphql.body, headers: options.graphql.headers } },
  ];
  const checks: CompressionCheck[] = [];
  for (const target of targets) {
    for (const encoding of ["gzip", "br"] as const) {
      const headers = { ...(target.init?.headers as Record<string, string>), "accept-encoding": encoding };
      // Node's fetch would decode (and hide) the encoding: ask with node:http instead.
      const { status, contentEncoding, vary } = await rawRequest(options.base + target.url, { method: target.init?.method ?? "GET", headers, body: target.init?.body as string | undefined });
      const ok = status === 200 && contentEncoding === encoding && /accept-encoding/i.test(vary);
      checks.push({ what: target.what, encoding, ok, got: `${status} ${contentEncoding || "identity"}${vary ? `, Vary: ${vary}` : ", no Vary"}` });
    }
  }
  return checks;
}

function largest(clientDir: string, files: string[]): string {
  return files.reduce((biggest, file) => (statSync(`${clientDir}/assets/${file}`).size > statSync(`${clientDir}/assets/${biggest}`).size ? file : biggest));
}

async function rawRequest(url: string, init: { method: string; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; contentEncoding: string; vary: string }>((resolve, reject) => {
    const req = request(url, { method: init.method, headers: init.headers }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, contentEncoding: String(res.headers["content-encoding"] ?? ""), vary: String(res.headers.vary ?? "") }));
    });
    req.on("error", reject);
    req.end(init.body);
  });
}
