import { describe, expect, it } from "vitest";
import { approvalDeadline, autoApprovalCutoff } from "./approvalWindow.ts";
import { currentFiles, deliveredFiles } from "./deliverableSets.ts";
import { deliveryProblem } from "./deliveryReadiness.ts";
import { extraRevisionPrice, revisionAllowance } from "./revisionAllowance.ts";

const DAY = 86_400_000;
const delivered = new Date("2026-11-02T10:00:00Z");
const rules = { freeRevisions: 2, revisionWindowDays: 14, extraRevisionPrice: 0, currency: "EUR" };

describe("revisionAllowance", () => {
  it("allows the free revisions within the window after the latest delivery", () => {
    expect(revisionAllowance(rules, { status: "DELIVERED", deliveredAt: delivered, currency: "EUR" }, 0, new Date(delivered.getTime() + DAY))).toEqual({
      left: 2,
      deadline: new Date("2026-11-16T10:00:00Z"),
      refusal: null,
      extraForSale: false,
    });
    expect(revisionAllowance(rules, { status: "DELIVERED", deliveredAt: delivered, currency: "EUR" }, 1, delivered).left).toBe(1);
  });

  it("refuses with a sentence once they are used, after the window, or before a delivery", () => {
    expect(revisionAllowance(rules, { status: "DELIVERED", deliveredAt: delivered, currency: "EUR" }, 2, delivered).refusal).toBe(
      "You have used the 2 free revisions of this order. Write to the studio if something still needs changing.",
    );
    expect(revisionAllowance({ ...rules, freeRevisions: 0 }, { status: "DELIVERED", deliveredAt: delivered, currency: "EUR" }, 0, delivered).refusal).toBe(
      "This order has no free revisions. Write to the studio if something needs changing.",
    );
    expect(revisionAllowance(rules, { status: "DELIVERED", deliveredAt: delivered, currency: "EUR" }, 0, new Date(delivered.getTime() + 15 * DAY)).refusal).toBe(
      "Free revisions could be asked for until 16 November 2026. Write to the studio if something still needs changing.",
    );
    expect(revisionAllowance(rules, { status: "IN_PRODUCTION", deliveredAt: null, currency: "EUR" }, 0, delivered)).toEqual({
      left: 2,
      deadline: null,
      refusal: "A revision can be asked for once the recordings are delivered.",
      extraForSale: false,
    });
  });

  it("offers an extra revision once the free ones are used or their window has passed, when the studio sells them in the order's currency", () => {
    const selling = { ...rules, extraRevisionPrice: 2500 };
    const order = { status: "DELIVERED", deliveredAt: delivered, currency: "EUR" };
    expect(revisionAllowance(selling, order, 2, delivered)).toMatchObject({
      refusal: "You have used the 2 free revisions of this order. You can buy an extra revision.",
      extraForSale: true,
    });
    expect(revisionAllowance(selling, order, 0, new Date(delivered.getTime() + 15 * DAY))).toMatchObject({
      refusal: "Free revisions could be asked for until 16 November 2026. You can buy an extra revision.",
      extraForSale: true,
    });
    // A free one is left: nothing is sold.
    expect(revisionAllowance(selling, order, 1, delivered)).toMatchObject({ refusal: null, extraForSale: false });
    // Not delivered (in revision, approved), or an order in another currency: none for sale.
    expect(revisionAllowance(selling, { ...order, status: "COMPLETED" }, 2, delivered).extraForSale).toBe(false);
    expect(revisionAllowance(selling, { ...order, currency: "GBP" }, 2, delivered)).toMatchObject({
      refusal: "You have used the 2 free revisions of this order. Write to the studio if something still needs changing.",
      extraForSale: false,
    });
  });
});

describe("extraRevisionPrice", () => {
  it("taxes the studio's price at the order's rate, added or included, and not at all when reverse-charged", () => {
    const settings = { extraRevisionPrice: 2500, currency: "EUR" };
    expect(extraRevisionPrice(settings, { name: "BTW", rateBasisPoints: 2100, inclusive: false })).toEqual({ subtotal: 2500, discountTotal: 0, taxTotal: 525, total: 3025, taxInclusive: false, currency: "EUR" });
    expect(extraRevisionPrice(settings, { name: "VAT", rateBasisPoints: 2000, inclusive: true })).toEqual({ subtotal: 2500, discountTotal: 0, taxTotal: 417, total: 2500, taxInclusive: true, currency: "EUR" });
    expect(extraRevisionPrice(settings, null)).toMatchObject({ taxTotal: 0, total: 2500 });
  });
});

describe("approval window", () => {
  it("approves deliveries older than the window", () => {
    expect(approvalDeadline(delivered, { approvalWindowDays: 14 })).toEqual(new Date("2026-11-16T10:00:00Z"));
    expect(autoApprovalCutoff(new Date("2026-11-16T10:00:00Z"), { approvalWindowDays: 14 })).toEqual(delivered);
  });
});

type File = { itemIndex: number | null; format: string; preview: boolean; version: number; deliveredAt: Date | null; status: "QUEUED" | "RENDERING" | "READY" | "FAILED" };
const file = (itemIndex: number | null, format: string, version: number, status: File["status"] = "READY", deliveredAt: Date | null = null, preview = false): File => ({
  itemIndex,
  format,
  preview,
  version,
  deliveredAt,
  status,
});

describe("which files count", () => {
  const files = [
    file(0, "MP3", 1, "READY", delivered),
    file(0, "MP3", 2, "RENDERING"),
    file(0, "PCM16_8K_WAV", 1, "READY", delivered, true),
    file(1, "MP3", 1, "READY", delivered),
    file(null, "MP3", 1, "READY", delivered),
  ];

  it("the studio works on the newest version of each prompt, format and preview", () => {
    expect(currentFiles(files).map((f) => [f.itemIndex, f.format, f.version, f.preview])).toEqual([
      [0, "MP3", 2, false],
      [0, "PCM16_8K_WAV", 1, true],
      [1, "MP3", 1, false],
      [null, "MP3", 1, false],
    ]);
  });

  it("the customer keeps the newest delivered version while a revision renders", () => {
    expect(deliveredFiles(files).map((f) => [f.itemIndex, f.format, f.version])).toEqual([
      [0, "MP3", 1],
      [0, "PCM16_8K_WAV", 1],
      [1, "MP3", 1],
      [null, "MP3", 1],
    ]);
  });
});

describe("deliveryProblem", () => {
  it("names the prompts without a master", () => {
    expect(deliveryProblem(3, new Set([1]), [])).toBe("Upload a master for 2 more recordings before delivering (#1, #3).");
  });

  it("waits for files still rendering and points at failed ones", () => {
    expect(deliveryProblem(1, new Set([0]), [file(0, "MP3", 1, "RENDERING"), file(0, "VOX_8K", 1, "QUEUED")])).toBe("2 files are still rendering; deliver when they are ready.");
    expect(deliveryProblem(1, new Set([0]), [file(0, "MP3", 1, "FAILED"), file(0, "VOX_8K", 1)])).toBe("1 file failed to render: render it again or upload a new master.");
    // An older version's failure does not matter once a newer one is ready.
    expect(deliveryProblem(1, new Set([0]), [file(0, "MP3", 1, "FAILED"), file(0, "MP3", 2)])).toBeNull();
  });

  it("never waits for the telephone preview", () => {
    const preview = (status: File["status"]) => file(0, "PCM16_8K_WAV", 1, status, null, true);
    expect(deliveryProblem(1, new Set([0]), [file(0, "MP3", 1), preview("FAILED")])).toBeNull();
    expect(deliveryProblem(1, new Set([0]), [file(0, "MP3", 1), preview("RENDERING")])).toBeNull();
    expect(deliveryProblem(1, new Set([0]), [file(0, "MP3", 1, "QUEUED"), preview("READY")])).toBe("1 file is still rendering; deliver when it is ready.");
  });
});
