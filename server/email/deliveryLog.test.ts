import { describe, expect, it } from "vitest";
import { keptLine, notSentLine, outboxScreenUrl, runFailedLine, withoutAddresses } from "./deliveryLog.ts";

const email = {
  id: "3f9a1c52-6a0e-4c55-9b7e-2f1d0c9e8a71",
  to: "rita.reset@example.com",
  subject: "Reset your password",
  text: "Choose a new password: https://studio.example/reset/3f9a1c52?key=secret-reset-key\nThe link works once.",
  attempts: 2,
};

describe("a kept e-mail's line", () => {
  it("outside development holds its id and the screen's address, none of its address, subject or text", () => {
    const line = keptLine({ development: false, publicUrl: "https://studio.example/" }, email);
    expect(line).toBe(`[email] ${email.id} kept in the outbox (SMTP_URL not set): read it at https://studio.example/manage/outbox/${email.id}`);
    expect(line).not.toContain(email.to);
    expect(line).not.toContain(email.subject);
    expect(line).not.toContain("secret-reset-key");
    expect(line).not.toContain("\n");
  });

  it("in development holds the whole e-mail", () => {
    const line = keptLine({ development: true, publicUrl: "http://localhost:3000" }, email);
    expect(line).toContain(`to=${email.to}`);
    expect(line).toContain(`subject="${email.subject}"`);
    expect(line).toContain(email.text);
  });
});

describe("addresses in errors", () => {
  it("are replaced, in angle brackets, quoted or bare", () => {
    expect(withoutAddresses("550 5.1.1 <rita@example.com>: Recipient address rejected")).toBe("550 5.1.1 <[address]>: Recipient address rejected");
    expect(withoutAddresses(`mailbox "o'brien+tag@mail.example.co.uk" is full; try bob@example.org`)).toBe(`mailbox "[address]" is full; try [address]`);
    expect(withoutAddresses("connect ECONNREFUSED 127.0.0.1:587")).toBe("connect ECONNREFUSED 127.0.0.1:587");
  });

  it("never reach a failed send's line, which names the attempt and the error's code", () => {
    const refused = Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <rita.reset@example.com>: User unknown"), { code: "EENVELOPE" });
    const line = notSentLine(email, 5, refused);
    expect(line).toBe(
      `[email] ${email.id} not sent (attempt 2 of 5, tried again on the next run): EENVELOPE: Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: User unknown`,
    );
    expect(notSentLine({ ...email, attempts: 5 }, 5, new Error("timeout"))).toBe(`[email] ${email.id} not sent (attempt 5 of 5, given up): timeout`);
  });

  it("never reach a failed run's line", () => {
    expect(runFailedLine(new Error("duplicate key (to)=(rita.reset@example.com)"))).toBe("[email] delivery run failed: duplicate key (to)=([address])");
  });
});

it("the outbox screen's address takes the e-mail's id", () => {
  expect(outboxScreenUrl("https://studio.example", email.id)).toBe(`https://studio.example/manage/outbox/${email.id}`);
});
