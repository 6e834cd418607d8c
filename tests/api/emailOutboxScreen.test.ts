// The outbox in the API (/manage/outbox): administrators only. Everybody else is refused the
// list, a message, the SMTP flag and the retry, and nothing changes; an administrator lists
// e-mails newest first, filters them by status, recipient and time, reads one whole, and sends a
// failed one again.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueEmail } from "../../server/email/outbox.ts";
import { Client, type GraphQLResponse, startAnotherInstance, startTestApp, type TestApp, toGlobalId, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

const LIST = `query($first: Int!, $filter: ListQuery) {
  emailOutbox(first: $first, filter: $filter) { totalCount edges { node { id to subject status attempts createdAt } } }
}`;
const MESSAGE = `query($id: ID!) {
  node(id: $id) { ... on EmailMessage { id to subject text status attempts lastError createdAt sentAt } }
}`;
const SMTP = `query { smtpConfigured }`;
const RETRY = `mutation($input: RetryEmailInput!) {
  retryEmail(input: $input) {
    __typename
    ... on EmailMessagePayload { email { id status attempts } }
    ... on ValidationError { message fields { path message } }
    ... on NotFoundError { message }
  }
}`;
const REQUEST_RESET = `mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { __typename } }`;

const REFUSALS = ["Sign in to continue.", "You do not have permission to do this."];

type Node = { id: string; to: string; subject: string; status: string; attempts: number; createdAt: string };

let t: TestApp;
let admin: Client;
const CALLERS = ["an anonymous visitor", "a customer", "a reseller"] as const;
let callers: Record<(typeof CALLERS)[number], Client>;
/** A customer whose password reset e-mail is in the outbox, kept (no SMTP_URL in tests). */
let resetFor: string;
let failedId: string;

/** The listed e-mails; a request that failed fails here, with its errors. */
function listed(response: GraphQLResponse): Node[] {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return (response.data!.emailOutbox.edges as { node: Node }[]).map((edge) => edge.node);
}
const refusal = (response: GraphQLResponse): string | undefined => response.errors?.find((error) => REFUSALS.includes(error.message))?.message;

async function failedEmail(to = uniqueEmail("bounced")) {
  const email = await enqueueEmail(t.prisma, { to, subject: "Your invoice", text: "Thank you for your order." });
  await t.prisma.emailOutbox.update({ where: { id: email.id }, data: { status: "FAILED", attempts: 5, lastError: `550 5.1.1 <${to}>: Recipient address rejected` } });
  return email.id;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  const customer = await t.registered("Olive Outbox");
  const reseller = await t.registered("Rhea Reseller");
  await t.prisma.user.update({ where: { email: reseller.email }, data: { role: "RESELLER" } });
  callers = { "an anonymous visitor": t.client(), "a customer": customer, "a reseller": reseller };
  resetFor = customer.email;
  expect((await t.client().gql(REQUEST_RESET, { input: { email: resetFor } })).data?.requestPasswordReset.__typename).toBe("MessagePayload");
  await t.app.services.mailer.deliverPending();
  await t.app.services.jobs.drain();
  failedId = await failedEmail();
});
afterAll(() => t.close());

describe("the outbox is refused to everybody but administrators", () => {
  it.each(CALLERS)("%s is refused the list, a message and the SMTP flag", async (who) => {
    const client = callers[who];
    const list = await client.gql(LIST, { first: 20 });
    expect(refusal(list), `${who}: ${JSON.stringify(list)}`).toBeDefined();
    expect(list.data?.emailOutbox ?? null, who).toBeNull();
    const message = await client.gql(MESSAGE, { id: toGlobalId("EmailMessage", failedId) });
    expect(message.data?.node ?? null, `${who}: ${JSON.stringify(message)}`).toBeNull();
    expect(JSON.stringify(message)).not.toContain("Recipient address rejected");
    const smtp = await client.gql(SMTP);
    expect(refusal(smtp), who).toBeDefined();
    expect(smtp.data?.smtpConfigured ?? null, who).toBeNull();
  });

  it.each(CALLERS)("%s is refused sending a failed e-mail again, which stays as it was", async (who) => {
    const client = callers[who];
    const before = await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: failedId } });
    const result = await client.gql(RETRY, { input: { emailId: toGlobalId("EmailMessage", failedId) } });
    expect(refusal(result), `${who}: ${JSON.stringify(result)}`).toBeDefined();
    expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: failedId } }), who).toEqual(before);
    expect(await t.prisma.auditLog.count({ where: { action: "email.retried", entityId: failedId } })).toBe(0);
  });
});

describe("an administrator", () => {
  it("lists e-mails newest first and reads one whole: the password reset a customer asked for", async () => {
    const newest = await enqueueEmail(t.prisma, { to: uniqueEmail("newest"), subject: "Newest of all", text: "Hello" });
    const list = await admin.gql(LIST, { first: 20 });
    expect(list.errors).toBeUndefined();
    const nodes = listed(list);
    expect(nodes[0]).toMatchObject({ id: toGlobalId("EmailMessage", newest.id), subject: "Newest of all", status: "PENDING", attempts: 0 });
    const times = nodes.map((node) => Date.parse(node.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.data?.emailOutbox.totalCount).toBe(await t.prisma.emailOutbox.count());

    const reset = nodes.find((node) => node.to === resetFor);
    expect(reset).toMatchObject({ status: "KEPT", attempts: 1 });
    const message = await admin.gql(MESSAGE, { id: reset!.id });
    expect(message.errors).toBeUndefined();
    expect(message.data?.node).toMatchObject({ to: resetFor, status: "KEPT", lastError: null, sentAt: null });
    expect(message.data?.node.text).toMatch(/http:\/\/studiofront\.test\/reset\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]+/);
  });

  it("filters by status, by part of the recipient's address and by when it was written", async () => {
    const tag = randomUUID().slice(0, 8);
    const bounced = await failedEmail(`bounced.${tag}@example.com`);
    await enqueueEmail(t.prisma, { to: `waiting.${tag}@example.com`, subject: "Waiting", text: "Hello" });

    const failed = listed(await admin.gql(LIST, { first: 100, filter: { filters: "status~FAILED" } }));
    expect(failed.length).toBeGreaterThanOrEqual(2);
    expect(failed.every((node) => node.status === "FAILED")).toBe(true);
    expect(failed.map((node) => node.id)).toEqual(expect.arrayContaining([toGlobalId("EmailMessage", bounced), toGlobalId("EmailMessage", failedId)]));

    const tagged = await admin.gql(LIST, { first: 20, filter: { filterGroups: `OR~to~ILIKE~${tag}` } });
    expect(listed(tagged).map((node) => node.to).sort()).toEqual([`bounced.${tag}@example.com`, `waiting.${tag}@example.com`]);
    expect(tagged.data?.emailOutbox.totalCount).toBe(2);

    const both = listed(await admin.gql(LIST, { first: 20, filter: { filters: "status~FAILED", filterGroups: `OR~to~ILIKE~${tag}` } }));
    expect(both.map((node) => node.to)).toEqual([`bounced.${tag}@example.com`]);

    const future = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
    const later = await admin.gql(LIST, { first: 20, filter: { filters: `createdAt~MORE_THAN~${future}` } });
    expect(later.data?.emailOutbox.totalCount).toBe(0);
    const today = listed(await admin.gql(LIST, { first: 20, filter: { filters: `createdAt~BETWEEN~2000-01-01,${future}`, filterGroups: `OR~to~ILIKE~${tag}` } }));
    expect(today).toHaveLength(2);
  });

  it("cannot filter on the text, which the list language does not offer", async () => {
    const result = await admin.gql(LIST, { first: 20, filter: { filters: "text~ILIKE~key" } });
    expect(result.errors?.[0].extensions?.code).toBe("BAD_LIST_QUERY");
    expect(result.errors?.[0].message).toContain("text");
  });

  it("is told whether SMTP_URL is set", async () => {
    expect((await admin.gql(SMTP)).data).toEqual({ smtpConfigured: false });
    const sending = await startAnotherInstance(t, { config: { smtpUrl: "smtp://127.0.0.1:9" } });
    try {
      const there = new Client(sending, t.documents);
      await there.gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: TEST_ADMIN });
      expect((await there.gql(SMTP)).data).toEqual({ smtpConfigured: true });
    } finally {
      await sending.close();
    }
  });

  it("sends a failed e-mail again, once: the next delivery run takes it", async () => {
    const id = await failedEmail();
    const emailId = toGlobalId("EmailMessage", id);
    const retried = await admin.gql(RETRY, { input: { emailId } });
    // The payload is read after the mailer was nudged: the run may have taken it already.
    expect(retried.data?.retryEmail).toMatchObject({ __typename: "EmailMessagePayload", email: { id: emailId } });
    expect(["PENDING", "KEPT"]).toContain(retried.data?.retryEmail.email.status);
    expect(await t.prisma.auditLog.findFirstOrThrow({ where: { action: "email.retried", entityId: id } })).toMatchObject({ actorEmail: TEST_ADMIN.email, metadata: { attempts: 5 } });
    // The mutation nudged the mailer: without SMTP_URL the run keeps it in the outbox, its first attempt of a new round.
    const row = async () => {
      await t.app.services.jobs.drain();
      return t.prisma.emailOutbox.findUniqueOrThrow({ where: { id }, select: { status: true, attempts: true } });
    };
    await expect.poll(row, { timeout: 10_000 }).toEqual({ status: "KEPT", attempts: 1 });

    const again = await admin.gql(RETRY, { input: { emailId } });
    expect(again.data?.retryEmail).toMatchObject({ __typename: "ValidationError", fields: [{ path: ["input", "emailId"], message: "Only a failed e-mail can be sent again." }] });
    expect(await t.prisma.auditLog.count({ where: { action: "email.retried", entityId: id } })).toBe(1);
  });

  it("is told an e-mail that does not exist is not found", async () => {
    const result = await admin.gql(RETRY, { input: { emailId: toGlobalId("EmailMessage", randomUUID()) } });
    expect(result.data?.retryEmail).toEqual({ __typename: "NotFoundError", message: "This e-mail does not exist." });
    expect((await admin.gql(MESSAGE, { id: toGlobalId("EmailMessage", randomUUID()) })).data?.node).toBeNull();
  });
});
