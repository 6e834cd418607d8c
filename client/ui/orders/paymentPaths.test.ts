import { describe, expect, it } from "vitest";
import { followOrderPath, guestDraftPaymentPath, guestOrderPath, orderPagePath, orderPaymentPath, paymentSuccessPath, readSuccessParams } from "./paymentPaths.ts";

describe("payment paths", () => {
  it("builds the signed-in and guest addresses", () => {
    expect(orderPaymentPath()).toBe("/order/payment");
    expect(orderPaymentPath("T3JkZXI6MQ==")).toBe("/order/payment/T3JkZXI6MQ%3D%3D");
    expect(guestOrderPath("T3JkZXI6MQ==", "a-b_c")).toBe("/order/guest-payment/T3JkZXI6MQ%3D%3D?key=a-b_c");
    expect(guestDraftPaymentPath("telephone-voice-prompts")).toBe("/order/guest-payment?service=telephone-voice-prompts");
    expect(orderPagePath({ orderId: "x", key: null })).toBe("/order/payment/x");
    // A paid order is followed in the account (signed in) or through the private link (guests).
    expect(followOrderPath({ orderId: "T3JkZXI6MQ==", key: null })).toBe("/account/order/history/T3JkZXI6MQ%3D%3D");
    expect(followOrderPath({ orderId: "x", key: "k" })).toBe("/order/guest-payment/x?key=k");
    expect(paymentSuccessPath({ orderId: "x", key: null })).toBe("/order/payment/success?order=x");
    expect(paymentSuccessPath({ orderId: "x", key: "k" })).toBe("/order/guest-payment/success?order=x&key=k");
  });
  it("reads the success page's address, Stripe's redirect status included", () => {
    expect(readSuccessParams(new URLSearchParams("order=x&key=k&redirect_status=failed"))).toEqual({ orderId: "x", key: "k", redirectFailed: true });
    expect(readSuccessParams(new URLSearchParams("order=x&redirect_status=succeeded"))).toEqual({ orderId: "x", key: null, redirectFailed: false });
  });
});

describe("order ids in addresses", () => {
  it("turns the database id of the e-mailed links into the order's global id", async () => {
    const { orderIdFromParam } = await import("./paymentPaths.ts");
    expect(orderIdFromParam("a7ba1363-c6cc-4139-a53a-57448b4ada2e")).toBe(btoa("Order:a7ba1363-c6cc-4139-a53a-57448b4ada2e"));
    expect(orderIdFromParam("T3JkZXI6MQ==")).toBe("T3JkZXI6MQ==");
    expect(orderIdFromParam(undefined)).toBe("");
  });
});
