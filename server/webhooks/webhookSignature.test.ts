import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from "./webhookSignature.ts";

const secret = "whsec_test";
const body = JSON.stringify({ id: "evt", type: "test.ping" });
const at = new Date("2026-11-24T12:00:00Z");

describe("webhook signatures", () => {
  it("sign t=<unix seconds>,v1=<hex HMAC-SHA256 of t.body>", () => {
    const header = signWebhook(secret, body, at);
    const t = Math.floor(at.getTime() / 1000);
    expect(header).toBe(`t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`);
  });

  it("verify within the tolerance, and refuse another body, secret, a stale timestamp or a broken header", () => {
    const header = signWebhook(secret, body, at);
    expect(verifyWebhookSignature(secret, body, header, { now: new Date(at.getTime() + 60_000) })).toEqual({ ok: true, timestamp: at.getTime() / 1000 });
    expect(verifyWebhookSignature(secret, `${body} `, header, { now: at }).ok).toBe(false);
    expect(verifyWebhookSignature("whsec_other", body, header, { now: at }).ok).toBe(false);
    expect(verifyWebhookSignature(secret, body, header, { now: new Date(at.getTime() + 6 * 60_000) })).toEqual({ ok: false, reason: "The timestamp is outside the tolerance." });
    expect(verifyWebhookSignature(secret, body, header, { now: new Date(at.getTime() + 6 * 60_000), toleranceSeconds: 600 }).ok).toBe(true);
    expect(verifyWebhookSignature(secret, body, null).ok).toBe(false);
    expect(verifyWebhookSignature(secret, body, "v1=abc", { now: at }).ok).toBe(false);
    expect(verifyWebhookSignature(secret, body, `t=${at.getTime() / 1000}`, { now: at }).ok).toBe(false);
    expect(verifyWebhookSignature(secret, body, `t=${at.getTime() / 1000},v1=zz`, { now: at }).ok).toBe(false);
  });

  it("accept any of several v1 signatures (a secret being rolled)", () => {
    const header = signWebhook(secret, body, at);
    const other = signWebhook("whsec_old", body, at).split(",")[1];
    expect(verifyWebhookSignature(secret, body, `${header},${other}`, { now: at }).ok).toBe(true);
  });

  it("make secrets whsec_ and 43 random characters", () => {
    const made = newWebhookSecret();
    expect(made).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(made);
  });
});
