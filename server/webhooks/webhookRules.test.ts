import { describe, expect, it } from "vitest";
import { ValidationError } from "../errors.ts";
import { assertEndpointAllowed, cleanEndpoint, cleanEndpointUrl, isDelivered, MAX_ATTEMPTS, nextAttemptAfter, truncateResponse, webhookBody } from "./webhookRules.ts";

const dev = { production: false, publicUrl: "http://localhost:3000" };
const prod = { production: true, publicUrl: "https://studio.example.com" };
const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  return [];
};

describe("endpoint addresses", () => {
  it("take https anywhere, http only to this machine outside production", () => {
    expect(cleanEndpointUrl(" https://hooks.example.com/studio ", prod)).toBe("https://hooks.example.com/studio");
    expect(cleanEndpointUrl("http://localhost:4000/hook", dev)).toBe("http://localhost:4000/hook");
    expect(cleanEndpointUrl("http://127.0.0.1:9999/hook", dev)).toBe("http://127.0.0.1:9999/hook");
    const privateNetwork = [{ path: ["input", "url"], message: "must be a public address, not this server or a private network" }];
    expect(fieldsOf(() => cleanEndpointUrl("http://127.0.0.1:9999/hook", prod))).toEqual(privateNetwork);
    expect(fieldsOf(() => cleanEndpointUrl("https://10.0.0.5/hook", prod))).toEqual(privateNetwork);
    expect(fieldsOf(() => cleanEndpointUrl("https://169.254.169.254/latest/meta-data", prod))).toEqual(privateNetwork);
    expect(fieldsOf(() => cleanEndpointUrl("https://localhost/hook", prod))).toEqual(privateNetwork);
    expect(cleanEndpointUrl("https://10.0.0.5/hook", dev)).toBe("https://10.0.0.5/hook");
    for (const hostOrAddress of ["studio.example.com", "STUDIO.example.com", "[64:ff9b::7f00:1]", "[2002:7f00:1::]", "[::7f00:1]", "198.18.0.1", "224.0.0.1", "255.255.255.255", "192.0.0.1", "[::ffff:127.0.0.1]", "2130706433"]) {
      expect(fieldsOf(() => cleanEndpointUrl(`https://${hostOrAddress}/hook`, prod)), hostOrAddress).toEqual(privateNetwork);
    }
    expect(cleanEndpointUrl("https://[2a00:1450:4001::1]/hook", prod)).toBe("https://[2a00:1450:4001::1]/hook");
    expect(cleanEndpointUrl("https://8.8.8.8/hook", prod)).toBe("https://8.8.8.8/hook");
    expect(fieldsOf(() => cleanEndpointUrl("http://hooks.example.com/", dev))[0].message).toMatch(/^must be an https:\/\/ address/);
    expect(fieldsOf(() => cleanEndpointUrl("ftp://example.com/", dev))[0].path).toEqual(["input", "url"]);
    expect(fieldsOf(() => cleanEndpointUrl("not a url", dev))[0].message).toMatch(/web address/);
    expect(fieldsOf(() => cleanEndpointUrl("https://user:pw@example.com/", dev))[0].message).toMatch(/user name/);
    expect(fieldsOf(() => cleanEndpointUrl("", dev))[0].message).toBe("is required");
  });

  it("come with a description of 200 characters at most, every problem named", () => {
    expect(cleanEndpoint({ url: "https://a.example/x", description: "  Orders  " }, prod)).toEqual({ url: "https://a.example/x", description: "Orders" });
    expect(fieldsOf(() => cleanEndpoint({ url: "http://a.example/", description: "x".repeat(201) }, prod)).map((f) => f.path.join("."))).toEqual(["input.url", "input.description"]);
  });

  it("are five per reseller at most", () => {
    expect(() => assertEndpointAllowed(4)).not.toThrow();
    expect(fieldsOf(() => assertEndpointAllowed(5))[0]).toMatchObject({ path: ["input", "url"] });
  });
});

describe("retries", () => {
  it("back off 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then give up", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    const waits = Array.from({ length: MAX_ATTEMPTS }, (_, i) => nextAttemptAfter(i + 1, now)).map((at) => (at ? (at.getTime() - now.getTime()) / 1000 : null));
    expect(waits).toEqual([60, 300, 1800, 7200, 21600, 43200, null]);
  });

  it("count any 2xx as delivered and keep the start of an answer", () => {
    expect([199, 200, 204, 299, 300, 500].map(isDelivered)).toEqual([false, true, true, true, false, false]);
    expect(truncateResponse("x".repeat(1200))).toHaveLength(1001);
    expect(truncateResponse("ok")).toBe("ok");
  });

  it("send the envelope {id, type, createdAt, data}", () => {
    const body = webhookBody({ eventId: "e1", eventType: "test.ping", createdAt: new Date("2026-11-24T12:00:00Z"), payload: { a: 1 } });
    expect(JSON.parse(body)).toEqual({ id: "e1", type: "test.ping", createdAt: "2026-11-24T12:00:00.000Z", data: { a: 1 } });
  });
});
