// Studiofront on several machines: two web instances (ROLE=web) and a worker (ROLE=worker), each a
// process of its own with its own DATA_DIR, nothing shared on disk; one PostgreSQL database, Redis
// for live updates, an S3-protocol server for files and a mail server. A guest orders through web
// A, the studio uploads the master through web B, the worker renders, the files download through
// A while A's live page hears what B and the worker did; every render, job and e-mail happens once.
// Then a worker stopped mid-render (SIGTERM) hands its render back, and another takes it up.
import { request } from "node:http";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueChallenge } from "../../server/botcheck/altcha.ts";
import { storageConfig } from "../../server/config.ts";
import { renderSetKey } from "../../server/fulfilment/renderQueue.ts";
import { fileStorageFromConfig } from "../../server/storage/fileStorageFromConfig.ts";
import { createLiveEvents } from "../../server/realtime/liveEvents.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { EventStream, startTestApp, type TestApp } from "./harness.ts";
import { startS3Server, type S3Server } from "../s3Server.ts";
import { startServerProcess, type ServerProcess } from "./serverProcess.ts";
import { receivingSmtpServer } from "./smtpServer.ts";
import { TEST_ADMIN, TEST_HMAC_KEY } from "./testConfig.ts";

let t: TestApp;
let s3: S3Server;
let smtp: Awaited<ReturnType<typeof receivingSmtpServer>>;
const processes: ServerProcess[] = [];
let webA: ServerProcess | undefined;
let firstWorker: ServerProcess | undefined;

/** What every process of the installation shares: secrets, database, Redis, bucket, mail server. */
let shared: Record<string, string>;

beforeAll(async () => {
  // This process only reads the database: its own queue works no job.
  t = await startTestApp({ jobs: { work: false } });
  if (t.app.database.kind !== "postgresql") throw new Error("Several processes need a PostgreSQL server: run this file in the api-postgres project.");
  s3 = await startS3Server();
  smtp = await receivingSmtpServer();
  shared = {
    SESSION_SECRET: "session-secret-for-tests",
    ALTCHA_HMAC_KEY: TEST_HMAC_KEY,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    REDIS_URL: "redis://127.0.0.1:6379",
    SMTP_URL: smtp.url,
    ...s3.env,
  };
}, 120_000);
afterAll(async () => {
  for (const process of processes) await process.kill();
  // What the killed processes left queued (a scheduled e-mail run) is nobody's to run now.
  await t?.prisma.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE state < 'completed'`);
  await s3?.close();
  await smtp?.close();
  await t?.close();
});

async function start(role: "web" | "worker", env: Record<string, string> = {}) {
  const { database } = t.app;
  if (database.kind !== "postgresql") throw new Error("PostgreSQL only");
  const instance = await startServerProcess({ databaseUrl: database.url, role, env: { ...shared, ...env } });
  processes.push(instance);
  return instance;
}

type Answer = { data?: Record<string, any>; errors?: { message: string }[] };

/** A browser or API client of one instance: it keeps its session cookie. */
class Visitor {
  cookie: string | null = null;
  constructor(public base: string) {}

  async gql(query: string, variables: Record<string, unknown> = {}, on = this.base): Promise<Answer> {
    return this.post(on, { "content-type": "application/json" }, JSON.stringify({ query, variables }));
  }

  /** A POST to /graphql; the answer even when the server answers before it has read the whole body (a refused upload). */
  async post(on: string, headers: Record<string, string>, body: string | FormData): Promise<Answer> {
    const encoded = new Response(body);
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const { status, setCookie, text } = await new Promise<{ status: number; setCookie: string[]; text: string }>((resolve, reject) => {
      // A connection of its own: a kept-alive one the server closes as idle while the take is made would fail the write.
      const sending = request(`${on}/graphql`, {
        agent: false,
        method: "POST",
        headers: { "content-type": encoded.headers.get("content-type")!, ...headers, ...(this.cookie ? { cookie: this.cookie } : {}), "x-requested-with": "test", "content-length": bytes.byteLength },
      });
      sending.on("response", (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, setCookie: response.headers["set-cookie"] ?? [], text: Buffer.concat(chunks).toString() }));
      });
      // Writing what the server no longer reads fails once it has answered: the answer counts.
      sending.on("error", (error) => setTimeout(() => reject(error), 1000));
      sending.end(bytes);
    });
    const cookie = setCookie[0]?.split(";")[0];
    if (cookie) this.cookie = cookie;
    expect(status, text).toBe(200);
    const answer = JSON.parse(text) as Answer;
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer;
  }

  async subscribe(query: string, variables: Record<string, unknown>): Promise<EventStream> {
    const response = await fetch(`${this.base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream", ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    expect(response.status).toBe(200);
    return new EventStream(response.body!);
  }
}

async function solvedAltcha(): Promise<string> {
  const number = Math.floor(Math.random() * 1000);
  const challenge = await issueChallenge(TEST_HMAC_KEY, { number });
  return Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature })).toString("base64");
}

const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`;
const MOVE = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on Error { message } } }`;
const UPLOAD = `mutation($input: UploadMasterInput!) { uploadMaster(input: $input) { __typename ... on Error { message } } }`;
const FILES = `query($id: ID!) { node(id: $id) { ... on Order { productionFiles { id format status failureReason downloadUrl } } } }`;

/** A guest's paid telephone-prompt order placed through `web`; its id, number, key and e-mail. */
async function paidGuestOrder(web: string, email: string, seconds = 4) {
  const guest = new Visitor(web);
  const voices = await guest.gql(`{ voices(first: 50) { edges { node { id name } } } }`);
  const voiceId = voices.data!.voices.edges[0].node.id;
  const placed = await guest.gql(
    `mutation($input: PlaceGuestOrderInput!) { placeGuestOrder(input: $input) { __typename ... on Error { message } ... on OrderWithKeyPayload { accessKey order { id number } } } }`,
    {
      input: {
        draft: { service: "telephone-voice-prompts", language: "en-GB", voiceId, items: [{ name: "main_menu", text: "Thank you for calling. For sales, press one." }], fileFormats: ["MULAW_8K_WAV", "MP3"], rush: false },
        email,
        altcha: await solvedAltcha(),
      },
    },
  );
  expect(placed.data!.placeGuestOrder.__typename).toBe("OrderWithKeyPayload");
  const { order, accessKey } = placed.data!.placeGuestOrder;
  const orderRef = { orderId: order.id, key: accessKey };
  const started = await guest.gql(
    `mutation($input: StartPaymentInput!) { startPayment(input: $input) { __typename ... on Error { message } ... on PaymentActionRequired { payment { id } } } }`,
    { input: { order: orderRef, billingCountry: "NL" } },
  );
  expect(started.data!.startPayment.__typename).toBe("PaymentActionRequired");
  const confirmed = await guest.gql(
    `mutation($input: ConfirmTestPaymentInput!) { confirmTestPayment(input: $input) { __typename ... on Error { message } } }`,
    { input: { order: orderRef, paymentId: started.data!.startPayment.payment.id, cardNumber: "4242424242424242", expiry: "12/34", cvc: "123" } },
  );
  expect(confirmed.data!.confirmTestPayment.__typename).toBe("ConfirmTestPaymentPayload");
  return { id: order.id as string, number: order.number as number, key: accessKey as string, seconds };
}

function masterForm(orderId: string, seconds: number): FormData {
  const pcm = speechLikePcm({ rate: 48000, seconds, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 5000, seed: 7 });
  const form = new FormData();
  form.set("operations", JSON.stringify({ query: UPLOAD, variables: { input: { orderId, itemIndex: 0, file: null } } }));
  form.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
  form.set("0", new File([new Uint8Array(pcm16Wav(pcm, 48000))], "main_menu.wav", { type: "audio/wav" }));
  return form;
}

/** The database id inside a global id ("Order:<uuid>" in base64). */
const databaseId = (globalId: string) => Buffer.from(globalId, "base64").toString().split(":")[1];

const subjectOf = (data: string) => /^Subject: (.*)$/m.exec(data)?.[1] ?? "";

describe("two web instances and a worker, nothing shared on disk", () => {
  it(
    "an order placed on A, its master uploaded on B, rendered by the worker, downloaded on A, followed live on A; everything once",
    async () => {
      const [a, b, worker] = [await start("web"), await start("web"), await start("worker")];
      [webA, firstWorker] = [a, worker];

      // The worker answers an operator's routes and nothing else.
      expect((await fetch(`${worker.base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${worker.base}/readyz`);
      expect(await ready.json()).toEqual({ status: "ready", role: "worker", checks: { database: "ok", migrations: "ok", storage: "ok", queue: "ok" } });
      expect((await fetch(`${worker.base}/graphql`, { method: "POST" })).status).toBe(404);
      expect((await fetch(`${worker.base}/`)).status).toBe(404);

      const guestEmail = `several.machines.${Date.now()}@example.com`;
      const order = await paidGuestOrder(a.base, guestEmail);

      const studio = new Visitor(a.base);
      expect((await studio.gql(SIGN_IN, { input: TEST_ADMIN })).data!.signIn.__typename).toBe("ViewerPayload");
      // The studio's page of the order on A, live. It listens once its stream is first read: news
      // published through Redis from here until it hears them says it is listening.
      const live = await studio.subscribe(`subscription($id: ID!) { orderUpdated(id: $id) { id status productionFiles { format status } } }`, { id: order.id });
      const news = await createLiveEvents({ redisUrl: shared.REDIS_URL });
      try {
        let first: Awaited<ReturnType<typeof live.next>> = "timeout";
        for (let attempt = 0; attempt < 100 && first === "timeout"; attempt++) {
          news.orderChanged(databaseId(order.id));
          first = await live.next(300);
        }
        expect(first).toMatchObject({ data: { orderUpdated: { id: order.id, status: "PAID" } } });
      } finally {
        await news.close();
      }

      // B: production starts, the master arrives (the same session: sessions live in the database).
      expect((await studio.gql(MOVE, { input: { orderId: order.id, status: "IN_PRODUCTION" } }, b.base)).data!.changeOrderStatus.__typename).toBe("OrderPayload");
      const uploaded = await studio.post(b.base, {}, masterForm(order.id, order.seconds));
      expect(uploaded.data!.uploadMaster.__typename).toBe("UploadMasterPayload");

      // A hears B's changes and the worker's renders, until every file is READY.
      const heard: string[] = [];
      for (let updates = 0; updates < 50; updates++) {
        const update = await live.next(60_000);
        if (update === "timeout" || update === "complete") throw new Error(`A's live page heard nothing more after ${heard.join(" → ")}`);
        const { status, productionFiles } = update.data!.orderUpdated as { status: string; productionFiles: { format: string; status: string }[] };
        heard.push(`${status}:${productionFiles.map((file) => file.status).join(",")}`);
        expect(productionFiles.map((file) => file.status)).not.toContain("FAILED");
        if (productionFiles.length > 0 && productionFiles.every((file) => file.status === "READY")) break;
      }
      // B's status change (news still in flight from the listening check may come first), then the renders.
      expect(heard.find((update) => !update.startsWith("PAID:"))).toMatch(/^IN_PRODUCTION:/);
      expect(heard.at(-1)).toMatch(/^IN_PRODUCTION:(READY,?)+$/);
      await live.close();

      // Downloaded through A, whole and by range, byte for byte what the bucket holds.
      const bucket = await fileStorageFromConfig(storageConfig(s3.env));
      const files = (await studio.gql(FILES, { id: order.id })).data!.node.productionFiles as { id: string; format: string; downloadUrl: string }[];
      expect(files.map((file) => file.format).sort()).toEqual(["MP3", "MULAW_8K_WAV", "PCM16_8K_WAV"]);
      for (const file of files) {
        const whole = await fetch(`${a.base}${file.downloadUrl}`, { headers: { cookie: studio.cookie! } });
        expect(whole.status, file.format).toBe(200);
        const bytes = Buffer.from(await whole.arrayBuffer());
        const row = await t.prisma.deliverable.findUniqueOrThrow({ where: { id: databaseId(file.id) }, include: { file: true } });
        expect(bytes.byteLength).toBe(row.file!.size);
        expect(await buffer(bucket.read(row.file!.storageKey))).toEqual(bytes);
        const ranged = await fetch(`${a.base}${file.downloadUrl}`, { headers: { cookie: studio.cookie!, range: "bytes=100-199" } });
        expect(ranged.status).toBe(206);
        expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(100, 200));
      }

      await bucket.close();

      // Delivered through B: the guest's delivery e-mail.
      expect((await studio.gql(MOVE, { input: { orderId: order.id, status: "DELIVERED" } }, b.base)).data!.changeOrderStatus.__typename).toBe("OrderPayload");

      // Every render once: one job for the master's files, completed; no other job for them.
      const deliverables = await t.prisma.deliverable.findMany({ where: { orderId: databaseId(order.id) } });
      for (const file of deliverables) expect(file, file.format).toMatchObject({ status: "READY", attempts: 1 });
      const renderSets = [...new Set(deliverables.map(renderSetKey))];
      expect(renderSets).toEqual([deliverables[0].recordingId]);
      const jobs = await t.prisma.$queryRawUnsafe<{ state: string }[]>(`SELECT state::text AS state FROM pgboss.job WHERE name = 'render-deliverable' AND singleton_key = $1`, renderSets[0]);
      expect(jobs.map((job) => job.state)).toEqual(["completed"]);
      // Every e-mail once: each message of the outbox for the guest reached the mail server once.
      await expect
        .poll(async () => (await t.prisma.emailOutbox.findMany({ where: { to: guestEmail } })).every((email) => email.status === "SENT"), { timeout: 90_000, interval: 500 })
        .toBe(true);
      const outbox = await t.prisma.emailOutbox.findMany({ where: { to: guestEmail }, orderBy: { createdAt: "asc" } });
      // One e-mail for the purchase (the receipt, with the order's link and its invoice; the link
      // held since the order was placed was withdrawn by the payment), and one for the delivery.
      expect(outbox.length).toBe(2);
      const received = smtp.messages.filter((message) => message.to.includes(guestEmail)).map((message) => subjectOf(message.data));
      expect(received.sort()).toEqual(outbox.map((email) => email.subject).sort());
      expect(new Set(received).size).toBe(received.length);
    },
    6 * 60 * 1000,
  );

  it(
    "a web process stopped (SIGTERM) mid-upload finishes that request, then exits and takes no new connection",
    async () => {
      const web = await start("web");
      const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
      const order = await t.prisma.order.create({
        data: { serviceId: service.id, guestEmail: "draining@example.com", items: [{ name: "welcome", text: "Welcome." }], fileFormats: ["MULAW_8K_WAV"], status: "IN_PRODUCTION", subtotal: 5000, total: 5000 },
      });
      const studio = new Visitor(web.base);
      expect((await studio.gql(SIGN_IN, { input: TEST_ADMIN })).data!.signIn.__typename).toBe("ViewerPayload");
      const encoded = new Response(masterForm(Buffer.from(`Order:${order.id}`).toString("base64"), 4));
      const body = Buffer.from(await encoded.arrayBuffer());

      // The upload's first half is sent, then the process is told to stop, then the rest follows.
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const sending = request(`${web.base}/graphql`, {
          agent: false,
          method: "POST",
          headers: { "content-type": encoded.headers.get("content-type")!, cookie: studio.cookie!, "x-requested-with": "test", "content-length": body.byteLength },
        });
        sending.on("response", (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString() }));
        });
        sending.on("error", reject);
        sending.write(body.subarray(0, body.byteLength / 2));
        setTimeout(() => {
          const exited = web.terminate();
          setTimeout(() => {
            sending.end(body.subarray(body.byteLength / 2));
            void exited.then((code) => (exitCode = code));
          }, 1500);
        }, 500);
      });
      let exitCode: number | null | undefined;
      const uploaded = await answer;
      expect(uploaded.status, uploaded.text).toBe(200);
      expect(JSON.parse(uploaded.text).data.uploadMaster.__typename).toBe("UploadMasterPayload");
      await expect.poll(() => exitCode, { timeout: 30_000 }).toBe(0);
      await expect(fetch(`${web.base}/healthz`)).rejects.toThrow();
      expect(await t.prisma.recording.count({ where: { orderId: order.id } })).toBe(1);
    },
    2 * 60 * 1000,
  );

  it(
    "a worker stopped mid-render (SIGTERM) hands the render back within its grace time, and another worker renders it",
    async () => {
      const web = webA ?? (await start("web"));
      await firstWorker?.kill();
      const stopping = await start("worker", { SHUTDOWN_GRACE_SECONDS: "1" });
      const order = await paidGuestOrder(web.base, `handed.back.${Date.now()}@example.com`, 120);
      const studio = new Visitor(web.base);
      expect((await studio.gql(SIGN_IN, { input: TEST_ADMIN })).data!.signIn.__typename).toBe("ViewerPayload");
      expect((await studio.gql(MOVE, { input: { orderId: order.id, status: "IN_PRODUCTION" } })).data!.changeOrderStatus.__typename).toBe("OrderPayload");
      expect((await studio.post(web.base, {}, masterForm(order.id, order.seconds))).data!.uploadMaster.__typename).toBe("UploadMasterPayload");
      const mp3 = () => t.prisma.deliverable.findFirstOrThrow({ where: { orderId: databaseId(order.id), format: "MP3" } });
      await expect.poll(async () => (await mp3()).status, { timeout: 60_000, interval: 100 }).toBe("RENDERING");

      const signalled = Date.now();
      expect(await stopping.terminate()).toBe(0);
      // One second of grace, then the hand-back: well before the sweep's 20 s of silence.
      expect(Date.now() - signalled).toBeLessThan(15_000);
      expect(await mp3()).toMatchObject({ status: "QUEUED", attempts: 0, renderClaim: null });

      await start("worker");
      await expect.poll(async () => (await mp3()).status, { timeout: 120_000, interval: 500 }).toBe("READY");
      expect(await mp3()).toMatchObject({ attempts: 1 });
    },
    5 * 60 * 1000,
  );
});
