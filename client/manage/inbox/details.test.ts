import { describe, expect, it } from "vitest";
import { detailRows, formatDuration, labelFromKey } from "./details.ts";
import { withOpenMessage } from "./inboxList.ts";

describe("detailRows", () => {
  it("shows a quote request's fields with their labels and formats, essentials first", () => {
    const rows = detailRows({
      notes: "Please use a warm tone.",
      deadline: "2026-03-15",
      wordCount: 1200,
      languages: ["en-GB", "fr-FR"],
      serviceSlug: "multilingual-voice-over",
      durationSeconds: 95,
    });
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ["Service", "multilingual-voice-over"],
      ["Languages", "en-GB, fr-FR"],
      ["Word count", "1,200 words"],
      ["Duration", "1 min 35 s"],
      ["Deadline", "15 March 2026"],
      ["Notes", "Please use a warm tone."],
    ]);
  });

  it("shows a quote's service once, linked to its page", () => {
    expect(detailRows({ serviceSlug: "commercial-recording", serviceName: "Commercial recording", wordCount: null })).toEqual([
      { key: "serviceName", label: "Service", text: "Commercial recording", href: "/services/commercial-recording" },
    ]);
  });

  it("links web addresses and names partnership programmes", () => {
    const rows = detailRows({ website: "https://radio.example.com", programme: "RESELLER" });
    expect(rows).toEqual([
      { key: "programme", label: "Programme", text: "Reseller" },
      { key: "website", label: "Website", text: "https://radio.example.com", href: "https://radio.example.com" },
    ]);
  });

  it("keeps unknown keys readable and leaves out empty values", () => {
    const rows = detailRows({ preferred_voice: "Charlotte", rushDelivery: true, empty: "", missing: null, extra: { a: 1 } });
    expect(rows.map((row) => [row.label, row.text])).toEqual([
      ["Preferred voice", "Charlotte"],
      ["Rush delivery", "Yes"],
      ["Extra", '{"a":1}'],
    ]);
  });

  it("handles details that are not an object", () => {
    expect(detailRows({})).toEqual([]);
    expect(detailRows(null)).toEqual([]);
    expect(detailRows("free text")).toEqual([{ key: "details", label: "Details", text: "free text" }]);
  });
});

describe("helpers", () => {
  it("labels keys and durations", () => {
    expect(labelFromKey("wordCount")).toBe("Word count");
    expect(formatDuration(30)).toBe("30 s");
    expect(formatDuration(120)).toBe("2 min");
  });

  it("opens and closes the drawer without touching the list state", () => {
    expect(withOpenMessage("filters=kind~QUOTE&page=2", "abc")).toBe("?filters=kind%7EQUOTE&page=2&message=abc");
    expect(withOpenMessage("filters=kind~QUOTE&message=abc", null)).toBe("?filters=kind%7EQUOTE");
    expect(withOpenMessage("message=abc", null)).toBe("?");
  });
});
