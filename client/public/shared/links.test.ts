import { describe, expect, it } from "vitest";
import { orderPathFor } from "../../../common/orders/wizards.ts";
import { onHoldOrderPath, quotePath, serviceCallToAction } from "./links.ts";

describe("where the public pages lead", () => {
  it("starts the services with a wizard in their wizard, everything else in the quote request", () => {
    expect(serviceCallToAction("telephone-voice-prompts")).toEqual({ label: "Order online", to: "/order/telephone-voice-prompts" });
    expect(serviceCallToAction("mobile-voicemail").to).toBe("/order/mobile-voicemail");
    expect(serviceCallToAction("message-on-hold").to).toBe("/order/on-hold-message");
    expect(serviceCallToAction("commercial-recording")).toEqual({ label: "Request a quote", to: "/voice-contact?service=commercial-recording" });
    expect(orderPathFor("message-on-hold")).toBe("/order/on-hold-message");
  });

  it("opens the on-hold wizard with the chosen plan, and the quote request with service and voice", () => {
    expect(onHoldOrderPath("on-hold-business")).toBe("/order/on-hold-message?plan=on-hold-business");
    expect(onHoldOrderPath("pay-as-you-go")).toBe("/order/on-hold-message?plan=pay-as-you-go");
    expect(quotePath("bilingual-voice-over", "charlotte")).toBe("/voice-contact?service=bilingual-voice-over&voice=charlotte");
    expect(quotePath()).toBe("/voice-contact");
  });
});
