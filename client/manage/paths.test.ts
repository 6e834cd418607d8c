import { describe, expect, it } from "vitest";
import { emailMessageIdFromParam, outboxMessagePath } from "./paths.ts";

describe("an outbox e-mail's address", () => {
  it("reads the database id the server's log names as the e-mail's global id", () => {
    expect(emailMessageIdFromParam("3f9a1c52-6a0e-4c55-9b7e-2f1d0c9e8a71")).toBe(btoa("EmailMessage:3f9a1c52-6a0e-4c55-9b7e-2f1d0c9e8a71"));
  });

  it("keeps a global id, as the screens link with it", () => {
    const globalId = btoa("EmailMessage:3f9a1c52-6a0e-4c55-9b7e-2f1d0c9e8a71");
    expect(emailMessageIdFromParam(globalId)).toBe(globalId);
    expect(outboxMessagePath(globalId)).toBe(`/manage/outbox/${encodeURIComponent(globalId)}`);
  });
});
