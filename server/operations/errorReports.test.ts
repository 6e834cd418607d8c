import type { Event } from "@sentry/node";
import { describe, expect, it } from "vitest";
import { scrubEvent } from "./errorReports.ts";

describe("an error report", () => {
  it("keeps no request data, no user but an id, and no e-mail address in its messages", () => {
    const event: Event = {
      message: "Refused for carla@example.com",
      exception: { values: [{ type: "Error", value: "duplicate key: (email)=(carla@example.com)" }] },
      request: { method: "POST", url: "https://studio.example/graphql?key=private-order-key", data: '{"password":"x"}', cookies: { sf_session: "abc" }, headers: { cookie: "sf_session=abc" }, query_string: "key=private-order-key" },
      user: { id: "user-1", email: "carla@example.com", ip_address: "10.1.2.3" },
      breadcrumbs: [{ category: "http", message: "GET /x for carla@example.com", data: { url: "/x?key=private-order-key" } }],
      extra: { variables: { email: "carla@example.com" } },
      tags: { requestId: "req-12345678" },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.request).toEqual({ method: "POST", url: "https://studio.example/graphql" });
    expect(scrubbed.user).toEqual({ id: "user-1" });
    expect(scrubbed.exception?.values?.[0].value).toBe("duplicate key: (email)=([e-mail])");
    expect(scrubbed.tags).toEqual({ requestId: "req-12345678" });
    const text = JSON.stringify(scrubbed);
    for (const secret of ["carla@example.com", "private-order-key", "sf_session", "10.1.2.3", "password"]) expect(text).not.toContain(secret);
  });
});
