// The e-mail outbox with several server instances on one database: each e-mail is delivered once,
// whether delivery runs race directly or come from the job queue the instances share; one whose
// delivery run died is retried once its claim has expired; the every-minute run needs no nudge.
// What the runs write to the log names e-mails by id, never their address or text, outside
// development; a refused send is retried, then FAILED.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmailDelivery, enqueueEmail, withdrawHeldEmails } from "../../server/email/outbox.ts";
import { startAnotherInstance, startTestApp, type TestApp } from "./harness.ts";
import { receivingSmtpServer } from "./smtpServer.ts";

/** A delivery run's configuration as a server outside development has it. */
const deployed = { smtpUrl: undefined, emailFrom: "Studio <s@example.com>", development: false, publicUrl: "https://studio.example" };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Whatever the seed left in the outbox goes first.
  await t.app.services.mailer.deliverPending();
  await t.app.services.jobs.drain();
});
afterAll(() => t.close());

it("two instances delivering at the same moment send each e-mail once", async () => {
  const subjects = Array.from({ length: 40 }, (_, i) => `Outbox claim test ${i}`);
  for (const subject of subjects) await enqueueEmail(t.prisma, { to: "claims@example.com", subject, text: "Hello" });
  const delivered: string[] = [];
  const log = (line: string) => {
    const id = /^\[email\] (\S+) kept in the outbox/.exec(line)?.[1];
    if (id) delivered.push(id);
  };
  const instances = [createEmailDelivery(t.prisma, deployed, log), createEmailDelivery(t.prisma, deployed, log)];
  await Promise.all([...instances, ...instances].map((mailer) => mailer.run()));
  await Promise.all(instances.map((mailer) => mailer.run()));

  const rows = await t.prisma.emailOutbox.findMany({ where: { to: "claims@example.com", subject: { in: subjects } } });
  expect(delivered.sort()).toEqual(rows.map((row) => row.id).sort());
  expect(rows).toHaveLength(subjects.length);
  expect(rows.every((row) => row.status === "KEPT" && row.attempts === 1 && row.claimedUntil === null)).toBe(true);
});

it("an e-mail claimed by a run that died is delivered once its claim expires", async () => {
  const email = await enqueueEmail(t.prisma, { to: "claims@example.com", subject: "Claimed by a dead run", text: "Hello" });
  await t.prisma.emailOutbox.update({ where: { id: email.id }, data: { claimedUntil: new Date(Date.now() + 60_000), attempts: 1 } });
  const delivered: string[] = [];
  const mailer = createEmailDelivery(t.prisma, deployed, (line) => delivered.push(line));
  await mailer.run();
  expect(delivered).toEqual([]);
  await t.prisma.emailOutbox.update({ where: { id: email.id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
  await mailer.run();
  expect(delivered).toHaveLength(1);
  expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "KEPT", attempts: 2 });
});

it("a held e-mail waits for its time, and one withdrawn before it is never sent", async () => {
  const orderId = crypto.randomUUID();
  const held = await enqueueEmail(t.prisma, { to: "held@example.com", subject: "Held", text: "Hello", sendAfter: new Date(Date.now() + 60_000), orderId });
  const delivered: string[] = [];
  const mailer = createEmailDelivery(t.prisma, deployed, (line) => delivered.push(line));
  await mailer.run();
  expect(delivered.filter((line) => line.includes(held.id))).toEqual([]);
  await t.prisma.emailOutbox.update({ where: { id: held.id }, data: { sendAfter: new Date(Date.now() - 1000) } });
  await mailer.run();
  expect(delivered.filter((line) => line.includes(held.id))).toHaveLength(1);
  // Sent (kept here) already: withdrawing leaves it alone. Still held: withdrawn.
  const other = await enqueueEmail(t.prisma, { to: "held@example.com", subject: "Held again", text: "Hello", sendAfter: new Date(Date.now() + 60_000), orderId });
  await withdrawHeldEmails(t.prisma, orderId);
  expect(await t.prisma.emailOutbox.findUnique({ where: { id: other.id } })).toBeNull();
  expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: held.id } })).toMatchObject({ status: "KEPT" });
});

it("two server instances working one job queue deliver each of 120 e-mails once", async () => {
  const other = await startAnotherInstance(t);
  try {
    const subjects = Array.from({ length: 120 }, (_, i) => `Shared queue ${i}`);
    for (const subject of subjects) await enqueueEmail(t.prisma, { to: "queue@example.com", subject, text: "Hello" });
    const instances = [t.app, other, t.app, other];
    // A run takes 50 e-mails at most: each round runs at least one, on whichever instance is free.
    for (let round = 0; round < 4; round++) {
      await Promise.all(instances.map((app) => app.services.mailer.deliverPending()));
      await Promise.all([t.app.services.jobs.drain(), other.services.jobs.drain()]);
    }
    const rows = await t.prisma.emailOutbox.findMany({ where: { to: "queue@example.com" }, select: { subject: true, status: true, attempts: true } });
    expect(rows.map((row) => row.subject).sort()).toEqual([...subjects].sort());
    expect(rows.filter((row) => row.status !== "KEPT" || row.attempts !== 1)).toEqual([]);
  } finally {
    await other.close();
  }
});

it("the every-minute run delivers e-mail nobody nudged the mailer for", async () => {
  const email = await enqueueEmail(t.prisma, { to: "schedule@example.com", subject: "Scheduled delivery", text: "Hello" });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("PENDING");
  const scheduling = await startAnotherInstance(t, { jobs: { runSchedules: true } });
  try {
    const status = () => t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } }).then((row) => row.status);
    await expect.poll(status, { timeout: 20_000, interval: 250 }).toBe("KEPT");
  } finally {
    await scheduling.close();
  }
});

it("with SMTP_URL an e-mail is sent through the mail server and marked sent", async () => {
  const smtp = await receivingSmtpServer();
  try {
    const email = await enqueueEmail(t.prisma, { to: "smtp@example.com", subject: "Sent by SMTP", text: "Hello through a mail server" });
    const mailer = createEmailDelivery(t.prisma, { ...deployed, smtpUrl: smtp.url, emailFrom: "Studio <studio@example.com>" }, () => {});
    await mailer.run();
    const received = smtp.messages.filter((message) => message.to.includes("smtp@example.com"));
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: "studio@example.com", to: ["smtp@example.com"] });
    expect(received[0].data).toContain("Subject: Sent by SMTP");
    expect(received[0].data).toContain("Hello through a mail server");
    expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "SENT", claimedUntil: null });
  } finally {
    await smtp.close();
  }
});

describe("the delivery log", () => {
  const privateEmail = () => ({
    to: `private.${Date.now().toString(36)}@example.com`,
    subject: "Reset your password",
    text: "Choose a new password: https://studio.example/reset/0b6f2f0e-8f0c-4a6e-9d3b-1c2d3e4f5a6b?key=secret-reset-key",
  });

  it("outside development names a kept e-mail by its id and where to read it, nothing of its address, subject or text", async () => {
    const email = await enqueueEmail(t.prisma, privateEmail());
    const lines: string[] = [];
    await createEmailDelivery(t.prisma, deployed, (line) => lines.push(line)).run();
    const line = lines.find((candidate) => candidate.includes(email.id));
    expect(line).toBe(`[email] ${email.id} kept in the outbox (SMTP_URL not set): read it at https://studio.example/manage/outbox/${email.id}`);
    for (const written of lines) {
      expect(written).not.toContain(email.to);
      expect(written).not.toContain(email.subject);
      expect(written).not.toContain("secret-reset-key");
      expect(written).not.toMatch(/@/);
    }
    expect((await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).status).toBe("KEPT");
  });

  it("in development prints a kept e-mail whole, so a developer can follow its link", async () => {
    const email = await enqueueEmail(t.prisma, privateEmail());
    const lines: string[] = [];
    await createEmailDelivery(t.prisma, { ...deployed, development: true }, (line) => lines.push(line)).run();
    const line = lines.find((candidate) => candidate.includes(email.id));
    expect(line).toContain(`to=${email.to}`);
    expect(line).toContain(email.text);
  });

  it("logs a refused send without the address the server quoted, keeps the answer in the row, and gives up after five attempts", async () => {
    const smtp = await receivingSmtpServer({ refuseRecipients: true });
    try {
      const email = await enqueueEmail(t.prisma, privateEmail());
      const lines: string[] = [];
      const mailer = createEmailDelivery(t.prisma, { ...deployed, smtpUrl: smtp.url }, (line) => lines.push(line));
      for (let attempt = 1; attempt <= 5; attempt++) await mailer.run();
      const row = await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } });
      expect(row).toMatchObject({ status: "FAILED", attempts: 5, claimedUntil: null, sentAt: null });
      expect(row.lastError).toContain(`<${email.to}>: Recipient address rejected`);

      const own = lines.filter((line) => line.includes(email.id));
      expect(own).toHaveLength(5);
      expect(own[0]).toMatch(new RegExp(`^\\[email\\] ${email.id} not sent \\(attempt 1 of 5, tried again on the next run\\): EENVELOPE: .*<\\[address\\]>: Recipient address rejected`));
      expect(own[4]).toContain("(attempt 5 of 5, given up)");
      for (const line of lines) expect(line).not.toMatch(/@/);
      // Nothing more is tried once it failed.
      await mailer.run();
      expect((await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).attempts).toBe(5);
    } finally {
      await smtp.close();
    }
  });
});
