import { describe, expect, it } from "vitest";
import { extraRevisionPriceText, formatDay, nextStepText, revisionChanges, revisionFieldErrors, revisionFormErrors, revisionsLeftText } from "./orderFollow.ts";

const now = new Date("2026-11-24T10:00:00Z");

describe("revisionsLeftText", () => {
  it("counts the free revisions and says until when", () => {
    expect(revisionsLeftText({ left: 2, deadline: "2026-12-08T12:00:00Z" }, now)).toBe("2 free revisions left until 8 December");
    expect(revisionsLeftText({ left: 1, deadline: null }, now)).toBe("1 free revision left");
  });

  it("names the year only when it is another", () => {
    expect(formatDay("2027-01-08T12:00:00Z", now)).toBe("8 January 2027");
  });
});

describe("nextStepText", () => {
  it("says until when a delivery can be approved", () => {
    expect(nextStepText({ status: "DELIVERED", dueAt: null, approvalDeadline: "2026-12-01T12:00:00Z" }, now)).toBe(
      "Your recordings are ready. Listen to them, then approve them or ask for a revision by 1 December.",
    );
  });

  it("offers no revision once none can be asked for", () => {
    const order = { status: "DELIVERED", dueAt: null, approvalDeadline: "2026-12-01T12:00:00Z", revisionAllowance: { refusal: "You have used the 2 free revisions of this order." } };
    expect(nextStepText(order, now)).toBe("Your recordings are ready. Listen to them, then approve them by 1 December.");
  });

  it("offers an extra revision when one can be bought", () => {
    const order = {
      status: "DELIVERED",
      dueAt: null,
      approvalDeadline: "2026-12-01T12:00:00Z",
      revisionAllowance: { refusal: "You have used the 2 free revisions of this order. You can buy an extra revision.", extraPrice: { total: 3025 } },
    };
    expect(nextStepText(order, now)).toBe("Your recordings are ready. Listen to them, then approve them or buy an extra revision by 1 December.");
  });

  it("gives the due date while recording", () => {
    expect(nextStepText({ status: "IN_PRODUCTION", dueAt: "2026-11-27T12:00:00Z", approvalDeadline: null }, now)).toContain("due by 27 November");
  });
});

describe("extraRevisionPriceText", () => {
  it("gives what is paid, and the tax in it", () => {
    expect(extraRevisionPriceText({ total: 3025, taxTotal: 525, currency: "EUR" })).toBe("An extra revision costs €30.25, including €5.25 tax.");
    expect(extraRevisionPriceText({ total: 2500, taxTotal: 0, currency: "EUR" })).toBe("An extra revision costs €25.00.");
  });
});

describe("the revision form", () => {
  it("needs a change, in general or for a recording, each within the server's limit", () => {
    expect(revisionFormErrors({ message: " ", changes: ["", " "] })).toEqual({ message: "Say what should change." });
    expect(revisionFormErrors({ message: "", changes: ["", "Slower."] })).toEqual({});
    expect(revisionFormErrors({ message: "x".repeat(2001), changes: ["y".repeat(2001)] })).toEqual({ message: "Keep it under 2000 characters.", "changes.0": "Keep it under 2000 characters." });
  });

  it("sends the changes filled in, with their recording's position", () => {
    expect(revisionChanges({ message: "", changes: [" ", " Slower. ", "", "Stress nine."] })).toEqual([
      { itemIndex: 1, change: "Slower." },
      { itemIndex: 3, change: "Stress nine." },
    ]);
  });
});

describe("revisionFieldErrors", () => {
  it("puts a change's message under the prompt it was sent for", () => {
    const mapped = revisionFieldErrors(
      [
        { path: ["input", "changes", "1", "change"], message: "must be shorter than or equal to 2000 characters" },
        { path: ["input", "message"], message: "Say what should change." },
      ],
      [0, 3],
    );
    expect(mapped.fields).toEqual({ "changes.3": "must be shorter than or equal to 2000 characters", message: "Say what should change." });
    expect(mapped.other).toEqual([]);
  });
});
