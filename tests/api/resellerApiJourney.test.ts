// A reseller's integration from start to finish, the way their own system would do it: a customer
// applies, the studio approves, the reseller creates an API token in their account; from then on
// the token alone (no session, documents sent as they are) adds a webhook endpoint and a client,
// prices an order, places it for the client, pays it on the test gateway, receives the signed
// webhooks at a local receiver, and downloads the delivered files.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNATURE_HEADER, verifyWebhookSignature } from "../../server/webhooks/webhookSignature.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { type Client, startTestApp, type TestApp } from "./harness.ts";
import { TEST_ADMIN } from "./testConfig.ts";

type Received = { headers: IncomingHttpHeaders; body: string };

let t: TestApp;
let admin: Client;
let base: string;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.signedIn(TEST_ADMIN);
  base = await t.httpBase();
  receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/studiofront-events`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
});

const ERR = `__typename ... on Error { message } ... on ValidationError { fields { path message } }`;

function masterWav(seed: number) {
  const pcm = speechLikePcm({ rate: 44100, seconds: 2, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 4000, seed });
  return new File([new Uint8Array(pcm16Wav(pcm, 44100))], "take.wav", { type: "audio/wav" });
}

/** The events the receiver got so far, each checked against the endpoint's secret. */
function verifiedEvents(secret: string) {
  return received.map(({ headers, body }) => {
    const verified = verifyWebhookSignature(secret, body, String(headers[SIGNATURE_HEADER.toLowerCase()]));
    expect(verified, body).toMatchObject({ ok: true });
    return JSON.parse(body) as { id: string; type: string; data: Record<string, any> };
  });
}

describe("a reseller's integration, with its API token alone", () => {
  it("applies, is approved, then prices, orders for a client, pays, hears of it by webhook and downloads the files", async () => {
    // The account side: apply, be approved, create a token (a browser session's job).
    const person = await t.registered("Ivo Integrator");
    const applied = await person.gql(
      `mutation($input: SubmitResellerApplicationInput!) { submitResellerApplication(input: $input) { ${ERR} ... on ResellerApplicationPayload { application { id } } } }`,
      { input: { companyName: "Callflow Telecom BV", vatNumber: "NL853247123B01", country: "NL", salesChannels: "Hosted PBX for small businesses" } },
    );
    const approved = await admin.gql(
      `mutation($input: DecideResellerApplicationInput!) { decideResellerApplication(input: $input) { ${ERR} ... on ResellerApplicationPayload { application { status } } } }`,
      { input: { applicationId: applied.data!.submitResellerApplication.application.id, decision: "APPROVE", wholesaleDiscountBasisPoints: 2500, commissionRateBasisPoints: 0 } },
    );
    expect(approved.data!.decideResellerApplication).toMatchObject({ application: { status: "APPROVED" } });
    const created = await person.gql(`mutation { createApiToken(input: { name: "Callflow provisioning" }) { ${ERR} ... on CreatedApiTokenPayload { token } } }`);
    const api = t.client();
    api.token = created.data!.createApiToken.token;
    expect(api.cookie).toBeNull();

    // From here on: the token alone, the documents sent as they are.
    const endpoint = await api.document(
      `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { ${ERR} ... on WebhookSecretPayload { secret endpoint { id } } } }`,
      { input: { url: receiverUrl, description: "Provisioning system" } },
    );
    const secret: string = endpoint.data!.createWebhookEndpoint.secret;
    expect(secret).toMatch(/^whsec_/);

    const client = await api.document(`mutation($input: ResellerClientInput!) { createResellerClient(input: $input) { ${ERR} ... on ResellerClientPayload { client { id name } } } }`, {
      input: { name: "Dentistry Smile Utrecht", country: "NL" },
    });
    const clientId: string = client.data!.createResellerClient.client.id;

    const voice = await t.prisma.voice.findFirstOrThrow({ where: { slug: "charlotte" } });
    const draft = {
      service: "telephone-voice-prompts",
      language: "en-GB",
      voiceId: Buffer.from(`Voice:${voice.id}`).toString("base64"),
      items: [
        { name: "welcome", text: "Thank you for calling Dentistry Smile. For appointments, press one." },
        { name: "closed", text: "The practice is closed. In an emergency, call the number on our website." },
      ],
      fileFormats: ["MULAW_8K_WAV"],
      rush: false,
    };
    const quote = await api.document(`query($draft: OrderDraftInput!) { quote(draft: $draft) { ${ERR} ... on Quote { subtotal total lines { kind amount } } } }`, { draft });
    const quoted = quote.data!.quote;
    expect(quoted.lines.at(-1)).toMatchObject({ kind: "WHOLESALE" });

    const saved = await api.document(`mutation($input: SaveOrderDraftInput!) { saveOrderDraft(input: $input) { ${ERR} ... on OrderPayload { order { id number total clientCompany { name } } } } }`, {
      input: { draft, clientCompanyId: clientId },
    });
    const order = saved.data!.saveOrderDraft.order;
    expect(order).toMatchObject({ total: quoted.total, clientCompany: { name: "Dentistry Smile Utrecht" } });

    const started = await api.document(`mutation($input: StartPaymentInput!) { startPayment(input: $input) { ${ERR} ... on PaymentActionRequired { provider payment { id amount } } } }`, {
      input: { order: { orderId: order.id } },
    });
    expect(started.data!.startPayment).toMatchObject({ provider: "TEST", payment: { amount: quoted.total } });
    const paid = await api.document(`mutation($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { ${ERR} ... on ConfirmTestPaymentPayload { order { status } } } }`, {
      input: { order: { orderId: order.id }, paymentId: started.data!.startPayment.payment.id, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" },
    });
    expect(paid.data!.confirmTestPayment).toMatchObject({ order: { status: "PAID" } });

    await t.app.services.jobs.drain({ timeoutMs: 60_000 });
    const afterPayment = verifiedEvents(secret).filter((event) => event.type === "order.status_changed");
    expect(afterPayment.map((event) => event.data.to)).toContain("PAID");

    // The studio records, renders and delivers.
    const move = (status: string) =>
      admin.gql(`mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { ${ERR} ... on OrderPayload { order { status } } } }`, { input: { orderId: order.id, status } });
    expect((await move("IN_PRODUCTION")).data!.changeOrderStatus).toMatchObject({ order: { status: "IN_PRODUCTION" } });
    for (const itemIndex of [0, 1]) {
      const uploaded = await admin.upload(`mutation($input: UploadMasterInput!) { uploadMaster(input: $input) { ${ERR} } }`, { input: { orderId: order.id, itemIndex } }, { "input.file": masterWav(itemIndex + 3) });
      expect(uploaded.data!.uploadMaster.__typename).toBe("UploadMasterPayload");
    }
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    expect((await move("DELIVERED")).data!.changeOrderStatus).toMatchObject({ order: { status: "DELIVERED" } });
    await t.app.services.jobs.drain({ timeoutMs: 60_000 });

    const ready = verifiedEvents(secret).find((event) => event.type === "order.files_ready");
    expect(ready, JSON.stringify(received.map((r) => r.body))).toBeDefined();
    expect(ready!.data.order).toMatchObject({ number: order.number });
    const zipUrl = new URL(ready!.data.zipUrl as string);

    // The files, with the token; nobody else gets them.
    const download = await fetch(`${base}${zipUrl.pathname}`, { headers: { authorization: `Bearer ${api.token}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(`${base}${zipUrl.pathname}`)).status).toBe(404);
  });
});
