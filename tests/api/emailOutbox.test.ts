// The e-mail outbox with several server instances on one database: each e-mail is delivered once,
// and one whose delivery run died is retried once its claim has expired.
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailer, enqueueEmail } from "../../server/email/outbox.ts";
import { startTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.services.mailer.deliverPending();
});
afterAll(() => t.close());

it("two instances delivering at the same moment send each e-mail once", async () => {
  const subjects = Array.from({ length: 40 }, (_, i) => `Outbox claim test ${i}`);
  for (const subject of subjects) await enqueueEmail(t.prisma, { to: "claims@example.com", subject, text: "Hello" });
  const delivered: string[] = [];
  const log = (line: string) => {
    const subject = /subject="([^"]+)"/.exec(line)?.[1];
    if (subject) delivered.push(subject);
  };
  const instances = [createMailer(t.prisma, { smtpUrl: undefined, emailFrom: "Studio <s@example.com>" }, log), createMailer(t.prisma, { smtpUrl: undefined, emailFrom: "Studio <s@example.com>" }, log)];
  await Promise.all([...instances, ...instances].map((mailer) => mailer.deliverPending()));
  await Promise.all(instances.map((mailer) => mailer.deliverPending()));

  expect(delivered.sort()).toEqual([...subjects].sort());
  const rows = await t.prisma.emailOutbox.findMany({ where: { to: "claims@example.com" } });
  expect(rows.every((row) => row.status === "KEPT" && row.attempts === 1 && row.claimedUntil === null)).toBe(true);
});

it("an e-mail claimed by a run that died is delivered once its claim expires", async () => {
  const email = await enqueueEmail(t.prisma, { to: "claims@example.com", subject: "Claimed by a dead run", text: "Hello" });
  await t.prisma.emailOutbox.update({ where: { id: email.id }, data: { claimedUntil: new Date(Date.now() + 60_000), attempts: 1 } });
  const delivered: string[] = [];
  const mailer = createMailer(t.prisma, { smtpUrl: undefined, emailFrom: "Studio <s@example.com>" }, (line) => delivered.push(line));
  await mailer.deliverPending();
  expect(delivered).toEqual([]);
  await t.prisma.emailOutbox.update({ where: { id: email.id }, data: { claimedUntil: new Date(Date.now() - 1000) } });
  await mailer.deliverPending();
  expect(delivered).toHaveLength(1);
  expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: email.id } })).toMatchObject({ status: "KEPT", attempts: 2 });
});
