// A local HTTP server standing in for Sentry's ingest endpoint: it keeps every envelope POSTed to
// it, for a test to read what the server reported. Its DSN is http://public@127.0.0.1:<port>/1.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

/** One envelope: its raw text, and its items (header and payload, parsed). */
export type Envelope = { text: string; items: { header: Record<string, unknown>; payload: Record<string, any> }[] };

export async function startSentryStandIn() {
  const envelopes: Envelope[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const text = (req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8");
      const [, ...lines] = text.split("\n").filter(Boolean);
      const items = [];
      for (let i = 0; i + 1 < lines.length; i += 2) items.push({ header: JSON.parse(lines[i]), payload: JSON.parse(lines[i + 1]) });
      envelopes.push({ text, items });
      res.writeHead(200, { "content-type": "application/json" });
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    /** The error events received, with the envelope text each came in. */
    events: () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.header.type === "event").map((item) => ({ event: item.payload, text: envelope.text }))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
