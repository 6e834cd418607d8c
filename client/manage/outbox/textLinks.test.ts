import { describe, expect, it } from "vitest";
import { textLinks } from "./textLinks.ts";

describe("an e-mail's text", () => {
  it("keeps the words and makes each web address a link", () => {
    expect(textLinks("Reset it here: https://studio.example/reset/abc?key=k-1_2\nThe link works once.")).toEqual([
      { kind: "text", text: "Reset it here: " },
      { kind: "link", text: "https://studio.example/reset/abc?key=k-1_2" },
      { kind: "text", text: "\nThe link works once." },
    ]);
  });

  it("leaves a sentence's punctuation after an address out of the link", () => {
    expect(textLinks("See http://localhost:3000/account/order/history/1. Or (https://studio.example/contact).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "http://localhost:3000/account/order/history/1" },
      { kind: "text", text: ". Or (" },
      { kind: "link", text: "https://studio.example/contact" },
      { kind: "text", text: ")." },
    ]);
  });

  it("is one text part without addresses, and nothing when empty", () => {
    expect(textLinks("Thank you for your order.")).toEqual([{ kind: "text", text: "Thank you for your order." }]);
    expect(textLinks("")).toEqual([]);
    expect(textLinks("mailto:studio@example.com is not a web address")).toEqual([{ kind: "text", text: "mailto:studio@example.com is not a web address" }]);
  });
});
