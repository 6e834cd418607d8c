import { describe, expect, it } from "vitest";
import { acknowledgementEmail, headerText, studioEmail } from "./contactMessages.ts";

const studio = { studioName: "Demo Studio", contactEmail: "studio@example.com", publicUrl: "https://studio.example" };

describe("headerText", () => {
  it("keeps a header on one line and short", () => {
    expect(headerText("Quote from Ann\r\nBcc: victim@example.com")).toBe("Quote from Ann Bcc: victim@example.com");
    expect(headerText("x".repeat(300))).toHaveLength(200);
  });
});

describe("studioEmail", () => {
  it("carries everything the sender entered, the script link and a reference", () => {
    const email = studioEmail(
      {
        id: "m-1",
        kind: "QUOTE",
        name: "Quinn",
        email: "quinn@example.com",
        phone: "+31 6 1234 5678",
        company: "Quinn BV",
        message: "Three languages please.",
        details: { serviceSlug: "multilingual-voice-over", serviceName: "Multilingual voice-over", languages: ["de-DE", "fr-FR"], wordCount: 450, durationSeconds: null, deadline: "2030-01-31" },
        attachment: { id: "f-1", name: "script.pdf", size: 2048 },
      },
      studio,
    );
    expect(email.to).toBe("studio@example.com");
    expect(email.subject).toBe("Quote request from Quinn");
    expect(email.text.split("\n")).toEqual([
      "Quote request received through the Demo Studio website.",
      "",
      "Name: Quinn",
      "E-mail: quinn@example.com",
      "Phone: +31 6 1234 5678",
      "Company: Quinn BV",
      "Service: Multilingual voice-over",
      "Languages: de-DE, fr-FR",
      "Word count: 450",
      "Deadline: 2030-01-31",
      "Script: script.pdf (2048 bytes) https://studio.example/api/files/f-1?download",
      "",
      "Three languages please.",
      "",
      "Reply to quinn@example.com. Reference: m-1",
    ]);
  });

  it("names a partnership enquiry after the company", () => {
    const email = studioEmail(
      { id: "m-2", kind: "PARTNERSHIP", name: "Pat", email: "pat@example.com", phone: null, company: "Callcentre Co", message: "Hi", details: { programme: "AGENCY", website: null } },
      studio,
    );
    expect(email.subject).toBe("Partnership enquiry from Callcentre Co");
    expect(email.text).toContain("Programme: AGENCY");
    expect(email.text).not.toContain("Website");
  });
});

describe("acknowledgementEmail", () => {
  it("goes to the sender and repeats nothing they typed", () => {
    const email = acknowledgementEmail("CONTACT", "someone@example.com", studio);
    expect(email.to).toBe("someone@example.com");
    expect(email.subject).toBe("We received your contact message — Demo Studio");
    expect(email.text).toContain("We will reply within one working day.");
    expect(email.text).toContain("https://studio.example");
  });
});
