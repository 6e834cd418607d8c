// The public forms (contact, quote request with a script, partnership enquiry) and the studio's
// handling of their messages; scripts are downloadable by administrators only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byField, type Client, solvedAltcha, startTestAppWithAdmin, type TestApp, uniqueEmail } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

let t: TestApp;
let admin: Client;
let base: string;
beforeAll(async () => ({ t, admin, base } = await startTestAppWithAdmin({ http: true })));
afterAll(() => t.close());

const RESULT = `__typename ... on ContactMessageSentPayload { message } ... on Error { message } ... on ValidationError { fields { path message } } ... on RateLimitError { retryAfterSeconds }`;
const CONTACT = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { ${RESULT} } }`;
const QUOTE = `mutation($input: QuoteRequestInput!) { requestQuote(input: $input) { ${RESULT} } }`;
const PARTNERSHIP = `mutation($input: PartnershipEnquiryInput!) { sendPartnershipEnquiry(input: $input) { ${RESULT} } }`;
const STUDIO = "studio@studiofront.example";

const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe("contact form", () => {
  it("stores the message, e-mails the studio and acknowledges the sender", async () => {
    const email = uniqueEmail("visitor");
    const input = { name: "Vera Visitor", email: email.toUpperCase(), phone: "+31 30 123 4567", company: "Vera BV", message: "Do you record Frisian?", altcha: await solvedAltcha() };
    const result = await t.client().gql(CONTACT, { input });
    expect(result.data?.sendContactMessage).toEqual({ __typename: "ContactMessageSentPayload", message: "Thank you for your message. We will reply within one working day." });
    const stored = await t.prisma.contactMessage.findFirstOrThrow({ where: { email } });
    expect(stored).toMatchObject({ kind: "CONTACT", name: "Vera Visitor", phone: "+31 30 123 4567", company: "Vera BV", message: "Do you record Frisian?", handledAt: null });
    const toStudio = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: STUDIO, text: { contains: email } } });
    expect(toStudio.subject).toBe("Contact message from Vera Visitor");
    expect(toStudio.text).toContain("Do you record Frisian?");
    expect(toStudio.text).toContain("Phone: +31 30 123 4567");
    const acknowledgement = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: email } });
    expect(acknowledgement.subject).toContain("We received your contact message");
    expect(acknowledgement.text).not.toContain("Frisian");
  });

  it("answers BotCheckError without a solved bot-check, or with a used one, and stores nothing", async () => {
    const before = await t.prisma.contactMessage.count();
    const input = { name: "Bot", email: uniqueEmail("bot"), message: "Buy now" };
    const missing = await t.client().gql(CONTACT, { input });
    expect(missing.data?.sendContactMessage).toEqual({ __typename: "BotCheckError", message: "Verification required!" });
    const altcha = await solvedAltcha();
    expect((await t.client().gql(CONTACT, { input: { ...input, altcha } })).data?.sendContactMessage.__typename).toBe("ContactMessageSentPayload");
    const replay = await t.client().gql(CONTACT, { input: { ...input, altcha } });
    expect(replay.data?.sendContactMessage).toEqual({ __typename: "BotCheckError", message: "Verification failed. Try again later." });
    expect(await t.prisma.contactMessage.count()).toBe(before + 1);
  });

  it("answers each invalid field with its message", async () => {
    const result = await t.client().gql(CONTACT, { input: { name: " ", email: "nobody@", phone: "call me", message: "x".repeat(5001), altcha: await solvedAltcha() } });
    expect(result.data?.sendContactMessage.__typename).toBe("ValidationError");
    expect(byField(result.data?.sendContactMessage.fields)).toEqual({
      "input.name": "should not be empty",
      "input.email": "must be an email",
      "input.phone": "must be a phone number",
      "input.message": "must be shorter than or equal to 5000 characters",
    });
  });

  it("limits the forms to 10 messages an hour from one address", async () => {
    const client = t.client();
    const input = { name: "Flood", email: uniqueEmail("flood"), message: "Again" };
    for (let i = 0; i < 10; i++) expect((await client.gql(CONTACT, { input })).data?.sendContactMessage.__typename).toBe("BotCheckError");
    const limited = await client.gql(PARTNERSHIP, { input: { ...input, company: "Flood Ltd", programme: "AGENCY" } });
    expect(limited.data?.sendPartnershipEnquiry.__typename).toBe("RateLimitError");
    expect(limited.data?.sendPartnershipEnquiry.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("quote request", () => {
  const pdf = () => new File(["%PDF-1.4\n% a script\n"], "IVR script.pdf", { type: "application/pdf" });

  it("stores the request with its details and the script, which only administrators can download", async () => {
    const email = uniqueEmail("quote");
    const input = {
      name: "Quinn Quote",
      email,
      company: "Quinn Telecom",
      serviceSlug: "multilingual-voice-over",
      languages: ["de-DE", "fr-FR"],
      wordCount: 450,
      deadline: inTenDays(),
      notes: "IVR for three countries.",
      altcha: await solvedAltcha(),
    };
    const result = await t.client().upload(QUOTE, { input }, { "input.script": pdf() });
    expect(result.data?.requestQuote.__typename).toBe("ContactMessageSentPayload");
    const stored = await t.prisma.contactMessage.findFirstOrThrow({ where: { email }, include: { attachment: true } });
    expect(stored).toMatchObject({ kind: "QUOTE", message: "IVR for three countries.", company: "Quinn Telecom" });
    expect(stored.details).toEqual({
      serviceSlug: "multilingual-voice-over",
      serviceName: "Multilingual voice-over",
      languages: ["de-DE", "fr-FR"],
      wordCount: 450,
      durationSeconds: null,
      deadline: input.deadline,
    });
    expect(stored.attachment).toMatchObject({ kind: "SCRIPT", name: "IVR script.pdf", mediaType: "application/pdf" });
    const toStudio = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: STUDIO, text: { contains: email } } });
    expect(toStudio.subject).toBe("Quote request from Quinn Quote");
    expect(toStudio.text).toContain("Languages: de-DE, fr-FR");
    expect(toStudio.text).toContain(`http://studiofront.test/api/files/${stored.attachmentId}?download`);
    expect(await t.prisma.emailOutbox.count({ where: { to: email } })).toBe(1);

    const listed = await admin.gql(`{ contactMessages(first: 5, filter: { filters: "kind~QUOTE" }) { totalCount edges { node { kind email details attachment { name mediaType size url } } } } }`);
    const node = listed.data?.contactMessages.edges.find((edge: { node: { email: string } }) => edge.node.email === email).node;
    expect(node.attachment).toEqual({ name: "IVR script.pdf", mediaType: "application/pdf", size: 20, url: `/api/files/${stored.attachmentId}?download` });

    const url = `${base}${node.attachment.url}`;
    expect((await fetch(url)).status).toBe(404);
    const customer = t.client();
    await customer.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
      input: { name: "Carla", email: uniqueEmail("customer"), password: "customer password", altcha: await solvedAltcha() },
    });
    expect((await fetch(url, { headers: { cookie: customer.cookie! } })).status).toBe(404);
    const download = await fetch(url, { headers: { cookie: admin.cookie! } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="IVR script.pdf"/);
    expect(await download.text()).toBe("%PDF-1.4\n% a script\n");
  });

  it("refuses an unknown service, a wrong script type and a past deadline, storing nothing", async () => {
    const before = { messages: await t.prisma.contactMessage.count(), files: await t.prisma.storedFile.count() };
    const input = { name: "Quinn", email: uniqueEmail("quote"), serviceSlug: "no-such-service", languages: ["en-GB"] };
    const unknown = await t.client().gql(QUOTE, { input: { ...input, altcha: await solvedAltcha() } });
    expect(unknown.data?.requestQuote.fields).toEqual([{ path: ["input", "serviceSlug"], message: "is not one of our services" }]);
    const script = await t.client().upload(
      QUOTE,
      { input: { ...input, serviceSlug: "bilingual-voice-over", altcha: await solvedAltcha() } },
      { "input.script": new File(["MZ"], "script.exe", { type: "application/x-msdownload" }) },
    );
    expect(script.data?.requestQuote.fields).toEqual([{ path: ["input", "script"], message: "must be one of the following types: pdf, doc, docx, odt, rtf, txt" }]);
    const invalid = await t.client().gql(QUOTE, { input: { ...input, languages: [], deadline: "2020-01-01", wordCount: 0 } });
    expect(byField(invalid.data?.requestQuote.fields)).toEqual({
      "input.languages": "should not be empty",
      "input.deadline": "must not be in the past",
      "input.wordCount": "must not be less than 1",
    });
    const badDate = await t.client().gql(QUOTE, { input: { ...input, deadline: "2030-02-30" } });
    expect(byField(badDate.data?.requestQuote.fields)).toEqual({ "input.deadline": "must be a date in the form YYYY-MM-DD" });
    expect(await t.prisma.contactMessage.count()).toBe(before.messages);
    expect(await t.prisma.storedFile.count()).toBe(before.files);
  });
});

describe("partnership enquiry", () => {
  it("stores the enquiry with its programme and website", async () => {
    const email = uniqueEmail("partner");
    const input = { name: "Pat Partner", email, company: "Callcentre Co", website: "https://callcentre.example", programme: "RESELLER", message: "We resell PBX systems.", altcha: await solvedAltcha() };
    const result = await t.client().gql(PARTNERSHIP, { input });
    expect(result.data?.sendPartnershipEnquiry.__typename).toBe("ContactMessageSentPayload");
    const stored = await t.prisma.contactMessage.findFirstOrThrow({ where: { email } });
    expect(stored).toMatchObject({ kind: "PARTNERSHIP", company: "Callcentre Co", details: { website: "https://callcentre.example", programme: "RESELLER" } });
    expect((await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: STUDIO, text: { contains: email } } })).subject).toBe("Partnership enquiry from Callcentre Co");
    const invalid = await t.client().gql(PARTNERSHIP, { input: { ...input, company: "", website: "not a site" } });
    expect(byField(invalid.data?.sendPartnershipEnquiry.fields)).toEqual({ "input.company": "should not be empty", "input.website": "must be a URL address" });
  });
});

describe("handling messages", () => {
  const SET_HANDLED = `mutation($input: SetContactMessageHandledInput!) { setContactMessageHandled(input: $input) { __typename ... on Error { message } ... on ContactMessagePayload { contactMessage { id handledAt } } } }`;

  it("lists messages to administrators only and marks them handled", async () => {
    const visitor = await t.client().gql(`{ contactMessages(first: 1) { totalCount } }`);
    expect(visitor.errors?.[0].message).toBe("Sign in to continue.");
    const list = await admin.gql(`{ contactMessages(first: 50) { totalCount edges { node { id kind email handledAt createdAt } } } }`);
    const nodes = list.data?.contactMessages.edges.map((edge: { node: unknown }) => edge.node) as { id: string; createdAt: string; handledAt: string | null }[];
    expect(list.data?.contactMessages.totalCount).toBe(nodes.length);
    expect(nodes.every((n, i) => i === 0 || nodes[i - 1].createdAt >= n.createdAt)).toBe(true);

    const handled = await admin.gql(SET_HANDLED, { input: { id: nodes[0].id, handled: true } });
    expect(handled.data?.setContactMessageHandled.contactMessage.handledAt).not.toBeNull();
    const quotes = await admin.gql(`{ contactMessages(first: 50, filter: { filters: "kind~QUOTE", orderBy: "email~ASC" }) { totalCount edges { node { kind } } } }`);
    expect(quotes.data?.contactMessages.edges.every((edge: { node: { kind: string } }) => edge.node.kind === "QUOTE")).toBe(true);
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: "contact_message.handled" } });
    expect(audit).toMatchObject({ actorEmail: TEST_ADMIN.email, entityType: "ContactMessage" });
    const reopened = await admin.gql(SET_HANDLED, { input: { id: nodes[0].id, handled: false } });
    expect(reopened.data?.setContactMessageHandled.contactMessage.handledAt).toBeNull();
    const missing = await admin.gql(SET_HANDLED, { input: { id: Buffer.from("ContactMessage:00000000-0000-4000-8000-000000000000").toString("base64"), handled: true } });
    expect(missing.data?.setContactMessageHandled).toEqual({ __typename: "NotFoundError", message: "This message does not exist." });
  });
});
