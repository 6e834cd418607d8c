import { describe, expect, it } from "vitest";
import { draftShape } from "../../../common/orders/orderDraft.ts";
import { canChangeOrder, draftFromPlacedOrder } from "./changeOrder.ts";

describe("changing a placed order", () => {
  it("is possible while the order is unpaid", () => {
    expect(canChangeOrder({ status: "PENDING_PAYMENT", payments: [] })).toBe(true);
    expect(canChangeOrder({ status: "DRAFT", payments: [{ status: "FAILED" }, { status: "CANCELLED" }] })).toBe(true);
    expect(canChangeOrder({ status: "PENDING_PAYMENT", payments: [{ status: "SUCCEEDED" }] })).toBe(false);
    expect(canChangeOrder({ status: "PAID", payments: [] })).toBe(false);
    expect(canChangeOrder({ status: "CANCELLED", payments: [] })).toBe(false);
  });
  it("turns the order's content into the wizard's draft", () => {
    const draft = draftFromPlacedOrder({
      service: { slug: "message-on-hold" },
      bundle: { slug: "on-hold-business" },
      language: "nl-NL",
      voice: { id: "Vm9pY2U6MQ==" },
      track: { id: "U291bmR0cmFja1RyYWNrOjE=" },
      items: [{ name: "Welcome", text: "Thank you for calling." }],
      fileFormats: ["MP3", "ALAW_8K_WAV"],
      rush: true,
      customerNote: null,
    });
    expect(draftShape.parse(draft)).toEqual({
      service: "message-on-hold",
      bundle: "on-hold-business",
      language: "nl-NL",
      voiceId: "Vm9pY2U6MQ==",
      trackId: "U291bmR0cmFja1RyYWNrOjE=",
      items: [{ name: "Welcome", text: "Thank you for calling." }],
      fileFormats: ["MP3", "ALAW_8K_WAV"],
      rush: true,
      customerNote: null,
    });
  });
});
