import { describe, expect, it } from "vitest";
import { requestIdFor, requestLine, routeKindOf } from "./requestLog.ts";

describe("a request's log line", () => {
  it("holds the path without its query string, and no e-mail address, key or token", () => {
    const line = requestLine(
      { method: "GET", url: "/api/deliverables/4f1c?key=private-order-key&email=carla%40example.com&token=signed#top" },
      200,
      12.345,
      { kind: "request", requestId: "req-12345678", operationName: undefined, viewerId: "user-1" },
      "file",
      true,
    );
    expect(line).toEqual({ requestId: "req-12345678", method: "GET", path: "/api/deliverables/4f1c", route: "file", status: 200, durationMs: 12.3, viewerId: "user-1" });
    const text = JSON.stringify(line);
    for (const secret of ["private-order-key", "carla", "example.com", "signed", "?"]) expect(text).not.toContain(secret);
  });

  it("names the GraphQL operation, and says when the client went away", () => {
    const line = requestLine({ method: "POST", url: "/graphql" }, 200, 3, { kind: "request", requestId: "r-1234567", operationName: "OrderQuery" }, "graphql", false);
    expect(line).toMatchObject({ path: "/graphql", operationName: "OrderQuery", aborted: true });
    expect(line).not.toHaveProperty("viewerId");
  });
});

describe("the request id", () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it("is the proxy's well-formed X-Request-Id behind a trusted proxy", () => {
    expect(requestIdFor("lb-7f3a9c2e-0001", true)).toBe("lb-7f3a9c2e-0001");
    expect(requestIdFor(["lb-7f3a9c2e-0001", "other-id-00000"], true)).toBe("lb-7f3a9c2e-0001");
  });

  it("is a new UUID without a trusted proxy, or for an id that is not well formed", () => {
    expect(requestIdFor("lb-7f3a9c2e-0001", false)).toMatch(uuid);
    for (const bad of ["short", "has spaces in it", "x".repeat(129), "<script>alert(1)</script>", "a\nfake=line", undefined]) expect(requestIdFor(bad, true)).toMatch(uuid);
  });
});

describe("the route label", () => {
  it("is one of a few kinds, never the path", () => {
    expect(
      ["/graphql", "/healthz", "/readyz", "/metrics", "/api/files/abc", "/api/deliverables/abc", "/api/invoices/abc.pdf", "/api/orders/abc/files.zip", "/api/account/export.json", "/api/altcha/challenge", "/api/payments/stripe/webhook", "/", "/order/123", "/assets/app.js", "/robots.txt"].map(routeKindOf),
    ).toEqual(["graphql", "operations", "operations", "operations", "file", "file", "file", "file", "file", "api", "api", "page", "page", "page", "page"]);
  });
});
