import { describe, expect, it } from "vitest";
import { parseListQuery } from "../../../common/listQuery/index.ts";
import { formatFilterGroups, formatFilters, readSearch, writeSearch } from "../../ui/table/listQueryUrl.ts";
import { applyQuickView, isOverdue, ordersListSpec, QUICK_VIEWS } from "./ordersList.ts";

const view = (key: string) => QUICK_VIEWS.find((candidate) => candidate.key === key)!;
const now = new Date(2026, 10, 24, 15, 30);
const parsed = (filters: string) => parseListQuery({ filters }).filters;

describe("the order desk's quick views", () => {
  it("replace the status and due conditions and keep the other filters", () => {
    const filters = applyQuickView(parsed("rush~true,status~PAID"), view("revision"), now);
    expect(formatFilters(filters)).toBe("rush~true,status~REVISION_REQUESTED");
    expect(formatFilters(applyQuickView(filters, view("all"), now))).toBe("rush~true");
  });
  it("recognise themselves in the URL", () => {
    for (const key of ["dueToday", "overdue", "revision", "unpaid", "all"]) {
      const filters = parsed(formatFilters(applyQuickView(parsed("service~message-on-hold"), view(key), now)));
      expect(QUICK_VIEWS.filter((candidate) => candidate.matches(filters, now)).map((candidate) => candidate.key)).toEqual([key]);
    }
  });
  it("show unpaid checkouts: drafts and orders awaiting payment", () => {
    expect(formatFilters(applyQuickView([], view("unpaid"), now))).toBe("status~IN~DRAFT,PENDING_PAYMENT");
  });
  it("count open work due today by the admin's local day", () => {
    const [status, due] = view("dueToday").conditions(now);
    expect(status).toEqual({ key: "status", operator: "IN", values: ["PAID", "IN_PRODUCTION", "REVISION_REQUESTED"] });
    expect(due.operator).toBe("BETWEEN");
    expect(due.values.map((value) => value.slice(0, 19))).toEqual(["2026-11-24T00:00:00", "2026-11-24T23:59:59"]);
  });
});

describe("the order desk's search", () => {
  const fields = ordersListSpec.searchFields!;
  it("matches an order number exactly and e-mail addresses and names in part", () => {
    expect(formatFilterGroups(writeSearch([], fields, "10042"))).toBe(
      "OR~number~10042,customerEmail~ILIKE~10042,guestEmail~ILIKE~10042,customerName~ILIKE~10042,guestName~ILIKE~10042",
    );
    const groups = writeSearch([], fields, "ann@example");
    expect(formatFilterGroups(groups)).not.toContain("number");
    expect(readSearch(groups, fields)).toBe("ann@example");
  });
});

describe("isOverdue", () => {
  it("is late open work only", () => {
    const now = new Date("2026-11-24T15:30:00Z");
    expect(isOverdue("IN_PRODUCTION", "2026-11-24T12:00:00Z", now)).toBe(true);
    expect(isOverdue("DELIVERED", "2026-11-24T12:00:00Z", now)).toBe(false);
    expect(isOverdue("PAID", "2026-11-30T12:00:00Z", now)).toBe(false);
    expect(isOverdue("PAID", null, now)).toBe(false);
  });
});
