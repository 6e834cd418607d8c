import { describe, expect, it } from "vitest";
import { exportUrl, isExportKind, pickedOrdersExportUrl } from "./exports.ts";

describe("exportUrl", () => {
  it("carries the table's filter and order, not its page or other parameters", () => {
    expect(exportUrl("payments", "?filters=status~FAILED&page=3&orderBy=amount~DESC&view=x")).toBe("/api/exports/payments.csv?filters=status%7EFAILED&orderBy=amount%7EDESC");
    expect(exportUrl("orders", new URLSearchParams({ filterGroups: "OR~number~EQUAL~12,guestEmail~ILIKE~ann" }))).toBe(
      "/api/exports/orders.csv?filterGroups=OR%7Enumber%7EEQUAL%7E12%2CguestEmail%7EILIKE%7Eann",
    );
    expect(exportUrl("payouts", "")).toBe("/api/exports/payouts.csv");
  });

  it("names picked orders by their ids", () => {
    expect(pickedOrdersExportUrl(["a1", "b2"])).toBe("/api/exports/orders.csv?ids=a1,b2");
  });

  it("knows the kinds there are", () => {
    expect(isExportKind("refunds")).toBe(true);
    expect(isExportKind("users")).toBe(false);
  });
});
