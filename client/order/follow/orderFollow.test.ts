import { describe, expect, it } from "vitest";
import { formatDay, nextStepText, revisionFieldErrors, revisionsLeftText } from "./orderFollow.ts";

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

  it("gives the due date while recording", () => {
    expect(nextStepText({ status: "IN_PRODUCTION", dueAt: "2026-11-27T12:00:00Z", approvalDeadline: null }, now)).toContain("due by 27 November");
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
