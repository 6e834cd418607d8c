import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postWebhook, type WebhookRequest } from "./webhookPost.ts";

let server: Server;
let port = 0;
const seen: { host: string | undefined; body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      seen.push({ host: req.headers.host, body: Buffer.concat(chunks).toString("utf8"), signature: req.headers["studiofront-signature"] as string | undefined });
      if (req.url === "/long") return res.writeHead(500).end("x".repeat(50_000));
      if (req.url === "/moved") return res.writeHead(302, { location: "/elsewhere" }).end();
      if (req.url === "/silent") return;
      res.writeHead(200).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopback = { address: "127.0.0.1", family: 4 } as const;
const request = (url: string): WebhookRequest => ({ url, address: loopback, headers: { "content-type": "application/json", "Studiofront-Signature": "t=1,v1=ab" }, body: '{"id":"e"}' });

describe("postWebhook", () => {
  it("connects to the address it is given, whatever the name would resolve to, and sends the name as the host", async () => {
    // `.invalid` never resolves: the answer can only come from the pinned address.
    expect(await postWebhook(request(`http://hooks.invalid:${port}/hook`))).toEqual({ status: 200, body: "thanks" });
    expect(seen.at(-1)).toEqual({ host: `hooks.invalid:${port}`, body: '{"id":"e"}', signature: "t=1,v1=ab" });
  });

  it("keeps the start of a long answer and follows no redirect", async () => {
    const long = await postWebhook(request(`http://hooks.invalid:${port}/long`));
    expect(long.status).toBe(500);
    expect(long.body).toBe("x".repeat(1001));
    expect(await postWebhook(request(`http://hooks.invalid:${port}/moved`))).toEqual({ status: 302, body: "" });
  });

  it("answers a network error or silence without a status", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", () => resolve()));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await postWebhook(request(`http://hooks.invalid:${closedPort}/`))).toEqual({ status: null, body: "Network error: ECONNREFUSED" });
    expect(await postWebhook(request(`http://hooks.invalid:${port}/silent`), 200)).toEqual({ status: null, body: "No answer within 0.2 s." });
  });
});
