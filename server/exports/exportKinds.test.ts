import { describe, expect, it } from "vitest";
import type { Role } from "../db/generated/client.ts";
import { EXPORT_KINDS } from "../../common/exports.ts";
import { mayExport } from "./exportKinds.ts";

const as = (role: string) => ({ role: role as Role });

describe("mayExport", () => {
  it("refuses visitors, customers and resellers every kind", () => {
    for (const kind of EXPORT_KINDS) {
      expect(mayExport(null, kind)).toBe(false);
      expect(mayExport(as("CUSTOMER"), kind)).toBe(false);
      expect(mayExport(as("RESELLER"), kind)).toBe(false);
    }
  });

  it("lets administrators export everything, producers orders, accountants every kind", () => {
    expect(EXPORT_KINDS.filter((kind) => mayExport(as("ADMIN"), kind))).toEqual(EXPORT_KINDS);
    expect(EXPORT_KINDS.filter((kind) => mayExport(as("PRODUCER"), kind))).toEqual(["orders"]);
    expect(EXPORT_KINDS.filter((kind) => mayExport(as("ACCOUNTANT"), kind))).toEqual(["orders", "payments", "refunds", "invoices", "payouts"]);
  });
});
