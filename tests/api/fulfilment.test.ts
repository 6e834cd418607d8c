// The whole fulfilment path through the API, against a real database and the real job queue:
// paid → in production → masters uploaded → every format rendered (each file downloaded and
// measured: P.56 level, peak) →
// delivered → downloaded → revision → version 2 → delivered again → approved → completed; the
// refusals on the way (an illegal move, delivering too early, a wrong file, a revision too many)
// and who may fetch the files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseCsv } from "../../common/csv.ts";
import { FILE_FORMAT_EXTENSIONS, FILE_FORMAT_FOLDERS, FILE_FORMAT_LABELS, FILE_FORMATS, type FileFormat } from "../../common/orders/fileFormats.ts";
import { dbovToDbm0 } from "../../server/audio/activeSpeechLevel.ts";
import { RENDER_FORMATS } from "../../server/audio/renderFormats.ts";
import { measureDelivered } from "../../server/audio/speechRender.ts";
import type { Order, Payment } from "../../server/db/generated/client.ts";
import { completeApprovedDeliveries } from "../../server/fulfilment/autoComplete.ts";
import { orderAccessKey } from "../../server/orders/orderAccess.ts";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { measure } from "../audio/measure.ts";
import { type Client, startTestAppWithAdmin, type TestApp, toGlobalId } from "./harness.ts";
import { addPayment } from "./paymentsFixtures.ts";
import { zipEntries } from "./zipEntries.ts";

let t: TestApp;
let admin: Client;
let base: string;
beforeAll(async () => ({ t, admin, base } = await startTestAppWithAdmin({ http: true })));
afterAll(() => t.close());

const PROMPTS = [
  { name: "main_menu", text: "Thank you for calling. For sales, press one. For support, press two." },
  { name: "closed", text: "Our office is closed. Please call again between nine and five." },
];

/** A paid telephone-prompt order of a new customer, with every format, paid through the test gateway. */
async function paidOrder(fileFormats: readonly string[] = FILE_FORMATS): Promise<{ order: Order; customer: Client & { email: string } }> {
  const customer = await t.registered("Carla Customer");
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({
    data: { serviceId: service.id, userId: user.id, items: PROMPTS, fileFormats: [...fileFormats], status: "PENDING_PAYMENT", subtotal: 6000, total: 6000, placedAt: new Date() },
  });
  const payment: Payment = await addPayment(t.prisma, order);
  await confirmTestCard(t.app.services, { reference: payment.providerReference!, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
  return { order: await t.prisma.order.findUniqueOrThrow({ where: { id: order.id } }), customer };
}

function masterWav(seconds = 3, seed = 7, name = "take.wav") {
  const pcm = speechLikePcm({ rate: 44100, seconds, leadSeconds: 1, tailSeconds: 1.5, amplitude: 4000, seed });
  return new File([new Uint8Array(pcm16Wav(pcm, 44100))], name, { type: "audio/wav" });
}

const MOVE = `mutation($input: ChangeOrderStatusInput!) {
  changeOrderStatus(input: $input) { __typename ... on Error { message } ... on OrderPayload { order { status } } }
}`;
const UPLOAD = `mutation($input: UploadMasterInput!) {
  uploadMaster(input: $input) {
    __typename ... on Error { message } ... on ValidationError { fields { path message } }
    ... on UploadMasterPayload { recording { itemIndex version } }
  }
}`;
const ORDER_FILES = `query($id: ID!) { node(id: $id) { ... on Order {
  status
  productionFiles { id itemIndex format preview version fileName status failureReason durationMs url downloadUrl }
  deliveredFiles { itemIndex format preview version fileName downloadUrl }
  filesZipUrl
  revisionAllowance { left refusal }
} } }`;
const CUSTOMER_FILES = `query($id: ID!) { node(id: $id) { ... on Order {
  status deliveredFiles { itemIndex format preview version fileName downloadUrl } filesZipUrl revisionAllowance { left refusal }
} } }`;
const CUSTOMER_FILES_WITH_PREVIEWS = CUSTOMER_FILES.replace("deliveredFiles", "deliveredFiles(includePreviews: true)");
const REVISION = `mutation($input: RequestRevisionInput!) {
  requestRevision(input: $input) { __typename ... on Error { message } ... on ValidationError { fields { path message } } ... on OrderPayload { order { status } } }
}`;
const APPROVE = `mutation($input: ApproveDeliveryInput!) {
  approveDelivery(input: $input) { __typename ... on Error { message } ... on OrderPayload { order { status } } }
}`;

const orderId = (order: Order) => toGlobalId("Order", order.id);
const move = (order: Order, status: string, note?: string) => admin.gql(MOVE, { input: { orderId: orderId(order), status, note } });
const upload = (order: Order, itemIndex: number, file: File) => admin.upload(UPLOAD, { input: { orderId: orderId(order), itemIndex } }, { "input.file": file });

async function fetchAs(client: Client | null, path: string) {
  return fetch(`${base}${path}`, { headers: client?.cookie ? { cookie: client.cookie } : {} });
}

describe("from a paid order to approved audio", () => {
  it("renders every ordered format from one master per prompt, delivers, revises and completes", async () => {
    const { order, customer } = await paidOrder();

    // Nothing can be uploaded before production starts, and an order cannot skip to delivered.
    const early = await upload(order, 0, masterWav());
    expect(early.data!.uploadMaster).toEqual({ __typename: "MasterRefusedError", message: "Move the order to In production before uploading recordings." });
    expect((await move(order, "DELIVERED")).data!.changeOrderStatus.__typename).toBe("IllegalTransitionError");

    expect((await move(order, "IN_PRODUCTION", "Booked with the talent")).data!.changeOrderStatus).toMatchObject({ order: { status: "IN_PRODUCTION" } });

    // Delivering before the masters exist is refused with what is missing.
    const tooEarly = await move(order, "DELIVERED");
    expect(tooEarly.data!.changeOrderStatus).toEqual({ __typename: "DeliveryNotReadyError", message: "Upload a master for 2 more recordings before delivering (#1, #2)." });

    // A file that is not audio, or named for a type it is not, is refused next to the file field.
    const fake = await upload(order, 0, new File(["RIFF....not really"], "take.wav", { type: "audio/wav" }));
    expect(fake.data!.uploadMaster.__typename).toBe("ValidationError");
    expect(fake.data!.uploadMaster.fields[0].path).toEqual(["input", "file"]);
    const outOfRange = await upload(order, 5, masterWav());
    expect(outOfRange.data!.uploadMaster.fields[0]).toMatchObject({ path: ["input", "itemIndex"] });

    for (const index of [0, 1]) {
      const uploaded = await upload(order, index, masterWav(3, 11 + index));
      expect(uploaded.data!.uploadMaster).toMatchObject({ __typename: "UploadMasterPayload", recording: { itemIndex: index, version: 1 } });
    }
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });

    const studio = (await admin.gql(ORDER_FILES, { id: orderId(order) })).data!.node;
    // Every ordered format plus the telephone preview, per prompt, all rendered.
    expect(studio.productionFiles).toHaveLength(2 * (FILE_FORMATS.length + 1));
    expect(studio.productionFiles.filter((file: { status: string }) => file.status !== "READY")).toEqual([]);
    expect(studio.productionFiles.map((file: { fileName: string }) => file.fileName)).toContain("main_menu.wav");
    expect(studio.deliveredFiles).toEqual([]);

    // The customer sees nothing before the delivery; the files' addresses answer 404 to them.
    const before = (await customer.gql(CUSTOMER_FILES, { id: orderId(order) })).data!.node;
    expect(before).toMatchObject({ status: "IN_PRODUCTION", deliveredFiles: [], filesZipUrl: null });
    const mulaw = studio.productionFiles.find((file: { format: string; itemIndex: number; preview: boolean }) => file.format === "MULAW_8K_WAV" && file.itemIndex === 0 && !file.preview);
    expect((await fetchAs(customer, mulaw.downloadUrl)).status).toBe(404);

    // Every format of the first prompt, downloaded as the studio would and measured: −19 dBm0
    // (± 0.5 dB at 8 kHz, ± 1 dB wideband), peaks at most −3 dBFS, each under its own name.
    const scratch = await mkdtemp(join(tmpdir(), "studiofront-fulfilment-"));
    try {
      const names = new Set<string>();
      for (const file of studio.productionFiles.filter((f: { itemIndex: number; preview: boolean }) => f.itemIndex === 0 && !f.preview)) {
        const response = await fetchAs(admin, file.downloadUrl);
        names.add(/filename="([^"]+)"/.exec(response.headers.get("content-disposition")!)![1]);
        const path = join(scratch, `${file.format}.${FILE_FORMAT_EXTENSIONS[file.format as FileFormat]}`);
        await writeFile(path, new Uint8Array(await response.arrayBuffer()));
        const level = await measureDelivered(path, file.format);
        expect(Math.abs(dbovToDbm0(level.activeLevelDbov) + 19), file.format).toBeLessThanOrEqual(RENDER_FORMATS[file.format as FileFormat].narrowband ? 0.5 : 1);
        expect(level.peakDbfs, file.format).toBeLessThanOrEqual(-3);
      }
      expect(names).toContain("main_menu-mulaw-8khz.wav");
      expect(names.size).toBe(FILE_FORMATS.length);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }

    // The µ-law file, measured by ffmpeg: G.711 µ-law, 8 kHz mono.
    const studioDownload = await fetchAs(admin, mulaw.downloadUrl);
    expect(studioDownload.status).toBe(200);
    const measured = await measure(new Uint8Array(await studioDownload.arrayBuffer()), "wav");
    try {
      expect(measured).toMatchObject({ codec: "pcm_mulaw", sampleRate: 8000, channels: "mono" });
      // 3 s of speech with 150 ms kept before and 500 ms after.
      expect(measured.durationSeconds).toBeGreaterThan(3.4);
      expect(measured.durationSeconds).toBeLessThan(3.9);
      const { peakDb } = await measured.stats(0, measured.durationSeconds);
      expect(peakDb).toBeLessThanOrEqual(-3);
    } finally {
      await measured.dispose();
    }

    expect((await move(order, "DELIVERED", "First takes")).data!.changeOrderStatus).toMatchObject({ order: { status: "DELIVERED" } });
    const delivered = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: customer.email, subject: `Your recordings are ready: order ${order.number}` } });
    expect(delivered.text).toContain(`/account/order/history/${order.id}`);

    const received = (await customer.gql(CUSTOMER_FILES, { id: orderId(order) })).data!.node;
    // The studio's working steps stay on the studio's timeline.
    const timelineOf = async (client: Client) =>
      ((await client.gql(`query($id: ID!) { node(id: $id) { ... on Order { events { type } } } }`, { id: orderId(order) })).data!.node.events as { type: string }[]).map((e) => e.type);
    expect(await timelineOf(admin)).toContain("MASTER_UPLOADED");
    expect(await timelineOf(customer)).not.toContain("MASTER_UPLOADED");
    // The telephone previews were never ordered: they are only there for a screen that plays them.
    expect(received.deliveredFiles).toHaveLength(2 * FILE_FORMATS.length);
    expect(received.deliveredFiles.some((file: { preview: boolean }) => file.preview)).toBe(false);
    const withPreviews = (await customer.gql(CUSTOMER_FILES_WITH_PREVIEWS, { id: orderId(order) })).data!.node.deliveredFiles;
    expect(withPreviews.filter((file: { preview: boolean; format: string }) => file.preview && file.format === "PCM16_8K_WAV")).toHaveLength(2);
    expect(received.revisionAllowance).toEqual({ left: 2, refusal: null });
    const vox = received.deliveredFiles.find((file: { format: string; itemIndex: number }) => file.format === "VOX_6K" && file.itemIndex === 1);
    const voxDownload = await fetchAs(customer, vox.downloadUrl);
    expect(voxDownload.status).toBe(200);
    expect(voxDownload.headers.get("content-disposition")).toMatch(/^attachment; filename="closed-6khz\.vox"/);
    // 6000 samples a second, two a byte.
    expect((await voxDownload.arrayBuffer()).byteLength / 3000).toBeGreaterThan(3.4);

    const zip = await fetchAs(customer, received.filesZipUrl);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const zipBytes = Buffer.from(await zip.arrayBuffer());
    expect(zipBytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    const entries = zipEntries(zipBytes);
    expect([...entries.keys()].filter((name) => name.includes("telephone-preview"))).toEqual([]);
    // The prompt list: a line per prompt with its delivered file in every ordered format, its text and spoken seconds.
    const list = parseCsv(entries.get("prompts.csv")!.toString("utf8")).records.map((record) => record.fields.map((field) => field.value));
    expect(list[0]).toEqual(["name", ...FILE_FORMATS.map((format) => `file (${FILE_FORMAT_LABELS[format]})`), "text", "spoken seconds"]);
    const deliveredRows = await t.prisma.deliverable.findMany({ where: { orderId: order.id, preview: false, deliveredAt: { not: null } } });
    PROMPTS.forEach((prompt, index) => {
      const own = FILE_FORMATS.map((format) => deliveredRows.find((file) => file.itemIndex === index && file.format === format)!);
      expect(list[index + 1]).toEqual([prompt.name, ...own.map((file) => file.fileName), prompt.text, (Math.round(own[0]!.durationMs! / 100) / 10).toFixed(1)]);
      for (const [position, format] of FILE_FORMATS.entries()) expect(entries.has(`${FILE_FORMAT_FOLDERS[format]}/${own[position]!.fileName}`)).toBe(true);
    });
    expect(Number(list[1]!.at(-1))).toBeGreaterThan(1);

    // Someone else is told nothing exists.
    const stranger = await t.registered("Sam Stranger");
    expect((await fetchAs(stranger, vox.downloadUrl)).status).toBe(404);
    expect((await fetchAs(null, received.filesZipUrl)).status).toBe(404);

    // A revision of one prompt; the studio hears about it.
    const revision = await customer.gql(REVISION, { input: { orderId: orderId(order), message: "", changes: [{ itemIndex: 0, change: "Say 'press 1' a little slower." }] } });
    expect(revision.data!.requestRevision).toMatchObject({ __typename: "OrderPayload", order: { status: "REVISION_REQUESTED" } });
    const studioMail = await t.prisma.emailOutbox.findFirstOrThrow({ where: { subject: `Revision requested on order ${order.number}` } });
    expect(studioMail.text).toContain("- main_menu: Say 'press 1' a little slower.");

    // Version 2 of the first prompt: the customer keeps version 1 until it is delivered.
    expect((await move(order, "IN_PRODUCTION")).data!.changeOrderStatus.__typename).toBe("OrderPayload");
    expect((await upload(order, 0, masterWav(2.5, 99))).data!.uploadMaster).toMatchObject({ recording: { itemIndex: 0, version: 2 } });
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const meanwhile = (await customer.gql(CUSTOMER_FILES, { id: orderId(order) })).data!.node;
    expect(new Set(meanwhile.deliveredFiles.map((file: { version: number }) => file.version))).toEqual(new Set([1]));
    expect((await move(order, "DELIVERED", "Slower take")).data!.changeOrderStatus.__typename).toBe("OrderPayload");
    const second = (await customer.gql(CUSTOMER_FILES, { id: orderId(order) })).data!.node;
    expect(second.deliveredFiles.filter((file: { itemIndex: number }) => file.itemIndex === 0).every((file: { version: number }) => file.version === 2)).toBe(true);
    expect(second.deliveredFiles.filter((file: { itemIndex: number }) => file.itemIndex === 1).every((file: { version: number }) => file.version === 1)).toBe(true);
    expect(second.revisionAllowance).toEqual({ left: 1, refusal: null });

    const approved = await customer.gql(APPROVE, { input: { orderId: orderId(order) } });
    expect(approved.data!.approveDelivery).toMatchObject({ order: { status: "COMPLETED" } });
    await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: customer.email, subject: `Order ${order.number} is complete` } });
    // Approving twice is a refused move, in words.
    expect((await customer.gql(APPROVE, { input: { orderId: orderId(order) } })).data!.approveDelivery).toEqual({
      __typename: "IllegalTransitionError",
      message: "An order that is completed cannot become completed.",
    });
    const timeline = await t.prisma.orderEvent.findMany({ where: { orderId: order.id, type: "STATUS_CHANGED" }, orderBy: { createdAt: "asc" } });
    expect(timeline.map((event) => event.toStatus)).toEqual(["PAID", "IN_PRODUCTION", "DELIVERED", "REVISION_REQUESTED", "IN_PRODUCTION", "DELIVERED", "COMPLETED"]);
  }, 240_000);
});

describe("guests, revision limits and automatic approval", () => {
  async function deliveredOrder(formats: readonly string[]) {
    const { order, customer } = await paidOrder(formats);
    await move(order, "IN_PRODUCTION");
    for (const index of [0, 1]) await upload(order, index, masterWav(1.5, 20 + index));
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    expect((await move(order, "DELIVERED")).data!.changeOrderStatus.__typename).toBe("OrderPayload");
    return { order, customer };
  }

  it("refuses a revision once the free ones are used, with a sentence", async () => {
    await t.prisma.setting.upsert({ where: { key: "freeRevisions" }, create: { key: "freeRevisions", value: 1 }, update: { value: 1 } });
    try {
      const { order, customer } = await deliveredOrder(["MP3"]);
      expect((await customer.gql(REVISION, { input: { orderId: orderId(order), message: "Warmer, please." } })).data!.requestRevision.__typename).toBe("OrderPayload");
      await move(order, "IN_PRODUCTION");
      await upload(order, 1, masterWav(1.5, 30));
      await t.app.services.jobs.drain({ timeoutMs: 120_000 });
      await move(order, "DELIVERED");
      const refused = await customer.gql(REVISION, { input: { orderId: orderId(order), message: "Once more." } });
      expect(refused.data!.requestRevision).toEqual({
        __typename: "RevisionRefusedError",
        message: "You have used the free revision of this order. Write to the studio if something still needs changing.",
      });
      expect(await t.prisma.revisionRequest.count({ where: { orderId: order.id } })).toBe(1);
      // An empty request names the field and changes nothing.
      const empty = await customer.gql(REVISION, { input: { orderId: orderId(order), message: "  " } });
      expect(empty.data!.requestRevision.__typename).toBe("ValidationError");
    } finally {
      await t.prisma.setting.delete({ where: { key: "freeRevisions" } });
    }
  }, 180_000);

  it("lets a guest with the private key approve, and completes forgotten deliveries after the approval window", async () => {
    const { order } = await deliveredOrder(["ALAW_8K_WAV"]);
    await t.prisma.order.update({ where: { id: order.id }, data: { userId: null, guestEmail: "gus.guest@example.com", guestName: "Gus" } });
    const guest = t.client();
    expect((await guest.gql(APPROVE, { input: { orderId: orderId(order), key: "wrong-key" } })).data!.approveDelivery.__typename).not.toBe("OrderPayload");
    const approved = await guest.gql(APPROVE, { input: { orderId: orderId(order), key: orderAccessKey(t.app.services.config.sessionSecret, order.id) } });
    expect(approved.data!.approveDelivery).toMatchObject({ order: { status: "COMPLETED" } });

    const { order: forgotten } = await deliveredOrder(["MP3"]);
    expect(await completeApprovedDeliveries(t.app.services)).toBe(0);
    const fifteenDaysLater = new Date(Date.now() + 15 * 86_400_000);
    expect(await completeApprovedDeliveries(t.app.services, fifteenDaysLater)).toBeGreaterThanOrEqual(1);
    const completed = await t.prisma.order.findUniqueOrThrow({ where: { id: forgotten.id } });
    expect(completed.status).toBe("COMPLETED");
    const event = await t.prisma.orderEvent.findFirstOrThrow({ where: { orderId: forgotten.id, toStatus: "COMPLETED" } });
    expect(event).toMatchObject({ actorId: null, note: "Approved automatically 14 days after delivery" });
  }, 180_000);
});

describe("masters the studio cannot use", () => {
  it("refuses a silent master and one longer than the studio's limit, naming the file and the limit", async () => {
    const { order } = await paidOrder(["MP3"]);
    await move(order, "IN_PRODUCTION");
    const silent = await upload(order, 0, new File([new Uint8Array(pcm16Wav(new Int16Array(44100 * 2), 44100))], "empty-booth.wav", { type: "audio/wav" }));
    expect(silent.data!.uploadMaster.fields).toEqual([{ path: ["input", "file"], message: expect.stringMatching(/^"empty-booth\.wav" holds no speech/) }]);
    await t.prisma.setting.create({ data: { key: "masterMaxMinutes", value: 1 } });
    try {
      const long = await upload(order, 0, masterWav(60, 5, "long-take.wav"));
      expect(long.data!.uploadMaster.fields).toEqual([
        { path: ["input", "file"], message: '"long-take.wav" is 1 min 3 s long: a master must be at most 1 minutes (the studio\'s limit, in Settings).' },
      ]);
    } finally {
      await t.prisma.setting.delete({ where: { key: "masterMaxMinutes" } });
    }
    expect(await t.prisma.recording.count({ where: { orderId: order.id } })).toBe(0);
  }, 180_000);

  it("keeps the master check of a poor take: DC, hum and a low level, with warnings", async () => {
    const { order } = await paidOrder(["MULAW_8K_WAV"]);
    await move(order, "IN_PRODUCTION");
    const pcm = speechLikePcm({ rate: 44100, seconds: 3, leadSeconds: 1, tailSeconds: 1, amplitude: 700, seed: 21 });
    for (let i = 0; i < pcm.length; i++) pcm[i] = Math.round(pcm[i] + 600 + 90 * Math.sin((2 * Math.PI * 50 * i) / 44100));
    expect((await upload(order, 0, new File([new Uint8Array(pcm16Wav(pcm, 44100))], "hum.wav", { type: "audio/wav" }))).data!.uploadMaster.__typename).toBe("UploadMasterPayload");
    const recording = await t.prisma.recording.findFirstOrThrow({ where: { orderId: order.id } });
    const analysis = recording.analysis as { humHz: number; dcOffset: number; warnings: { code: string }[] };
    expect(analysis).toMatchObject({ humHz: 50 });
    expect(analysis.dcOffset).toBeCloseTo(600 / 32768, 3);
    expect(analysis.warnings.map((warning) => warning.code)).toEqual(expect.arrayContaining(["HUM", "DC_OFFSET", "LOW_LEVEL"]));
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const files = await t.prisma.deliverable.findMany({ where: { orderId: order.id } });
    expect(files.map((file) => file.status)).toEqual(["READY", "READY"]);
  }, 180_000);
});

describe("rendering states", () => {
  it("marks a file FAILED with the reason when it cannot be rendered, and renders it again on request", async () => {
    const { order } = await paidOrder(["MP3"]);
    await move(order, "IN_PRODUCTION");
    await upload(order, 0, masterWav(2, 40));
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const rendered = await t.prisma.deliverable.findFirstOrThrow({ where: { orderId: order.id, format: "MP3", preview: false } });
    // The store lost the master: every attempt fails, and the file says why.
    const master = await t.prisma.recording.findFirstOrThrow({ where: { orderId: order.id }, include: { file: true } });
    const masterPath = join(t.app.services.config.storageDir, master.file.storageKey);
    const bytes = await readFile(masterPath);
    await t.app.services.storage.remove(master.file.storageKey);
    const retry = await admin.gql(`mutation($input: RenderDeliverableAgainInput!) { renderDeliverableAgain(input: $input) { __typename } }`, { input: { deliverableId: toGlobalId("Deliverable", rendered.id) } });
    expect(retry.data!.renderDeliverableAgain.__typename).toBe("RenderDeliverableAgainPayload");
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const failed = await t.prisma.deliverable.findUniqueOrThrow({ where: { id: rendered.id } });
    expect(failed.status).toBe("FAILED");
    expect(failed.failureReason).toMatch(/^Rendering failed 3 times: .*ENOENT/);

    await writeFile(masterPath, bytes);
    const again = await admin.gql(`mutation($input: RenderDeliverableAgainInput!) { renderDeliverableAgain(input: $input) { __typename ... on Error { message } } }`, {
      input: { deliverableId: toGlobalId("Deliverable", failed.id) },
    });
    expect(again.data!.renderDeliverableAgain.__typename).toBe("RenderDeliverableAgainPayload");
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    expect((await t.prisma.deliverable.findUniqueOrThrow({ where: { id: failed.id } })).status).toBe("READY");
  }, 180_000);
});

describe("the telephone preview", () => {
  it("never holds up a delivery: a failed preview is rendered again afterwards and then reaches the customer", async () => {
    const { order, customer } = await paidOrder(["MP3"]);
    await move(order, "IN_PRODUCTION");
    for (const index of [0, 1]) await upload(order, index, masterWav(1.5, 70 + index));
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const [failed, rendering] = await t.prisma.deliverable.findMany({ where: { orderId: order.id, preview: true }, orderBy: { itemIndex: "asc" } });
    await t.prisma.deliverable.update({ where: { id: failed!.id }, data: { status: "FAILED", fileId: null, renderedAt: null, failureReason: "Rendering failed 3 times: ffmpeg exited with code 1" } });
    await t.prisma.deliverable.update({ where: { id: rendering!.id }, data: { status: "RENDERING", fileId: null, renderedAt: null } });

    expect((await move(order, "DELIVERED")).data!.changeOrderStatus).toEqual({ __typename: "OrderPayload", order: { status: "DELIVERED" } });
    const received = (await customer.gql(CUSTOMER_FILES_WITH_PREVIEWS, { id: orderId(order) })).data!.node;
    const downloads = (preview: boolean) =>
      received.deliveredFiles.filter((file: { preview: boolean }) => file.preview === preview).map((file: { itemIndex: number; downloadUrl: string | null }) => [file.itemIndex, file.downloadUrl !== null]);
    expect(downloads(false)).toEqual([
      [0, true],
      [1, true],
    ]);
    expect(downloads(true)).toEqual([
      [0, false],
      [1, false],
    ]);
    expect((await fetchAs(customer, received.filesZipUrl)).status).toBe(200);

    const again = await admin.gql(`mutation($input: RenderDeliverableAgainInput!) { renderDeliverableAgain(input: $input) { __typename ... on Error { message } } }`, {
      input: { deliverableId: toGlobalId("Deliverable", failed!.id) },
    });
    expect(again.data!.renderDeliverableAgain.__typename).toBe("RenderDeliverableAgainPayload");
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const preview = (await customer.gql(CUSTOMER_FILES_WITH_PREVIEWS, { id: orderId(order) })).data!.node.deliveredFiles.find((file: { preview: boolean; itemIndex: number }) => file.preview && file.itemIndex === 0);
    expect((await fetchAs(customer, preview.downloadUrl)).status).toBe(200);

    // A delivered file the customer has stays as it is.
    const mp3 = await t.prisma.deliverable.findFirstOrThrow({ where: { orderId: order.id, preview: false, itemIndex: 0 } });
    const refused = await admin.gql(`mutation($input: RenderDeliverableAgainInput!) { renderDeliverableAgain(input: $input) { __typename ... on Error { message } } }`, {
      input: { deliverableId: toGlobalId("Deliverable", mp3.id) },
    });
    expect(refused.data!.renderDeliverableAgain).toEqual({ __typename: "MasterRefusedError", message: "This file was delivered; upload a new master to change it." });
  }, 180_000);
});

describe("on-hold programmes", () => {
  it("mixes every message over the music bed into one file per format, to the plan's length", async () => {
    const customer = await t.registered("Olga On-hold");
    const user = await t.prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
    const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "message-on-hold" } });
    const track = await t.prisma.soundtrackTrack.findFirstOrThrow({ where: { active: true } });
    const bundle = await t.prisma.bundle.findFirstOrThrow({ where: { serviceId: service.id } });
    await t.prisma.bundle.update({ where: { id: bundle.id }, data: { programmeSeconds: 40 } });
    const order = await t.prisma.order.create({
      data: {
        serviceId: service.id,
        bundleId: bundle.id,
        trackId: track.id,
        userId: user.id,
        items: [
          { name: "Welcome", text: "Thank you for holding." },
          { name: "Opening hours", text: "We are open from nine to five." },
        ],
        fileFormats: ["MULAW_8K_WAV"],
        status: "IN_PRODUCTION",
        total: 10000,
        subtotal: 10000,
        paidAt: new Date(),
      },
    });
    await upload(order, 0, masterWav(2, 50));
    // The programme waits for the last message.
    expect(await t.prisma.deliverable.count({ where: { orderId: order.id, itemIndex: null } })).toBe(0);
    await upload(order, 1, masterWav(2, 51));
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const programme = (await admin.gql(ORDER_FILES, { id: orderId(order) })).data!.node.productionFiles.filter((file: { itemIndex: number | null }) => file.itemIndex === null);
    expect(programme.map((file: { format: string; preview: boolean; status: string; fileName: string }) => [file.format, file.preview, file.status, file.fileName])).toEqual([
      ["MULAW_8K_WAV", false, "READY", "on-hold-programme.wav"],
      ["PCM16_8K_WAV", true, "READY", "on-hold-programme-telephone-preview.wav"],
    ]);
    const mixed = await fetchAs(admin, programme[0].downloadUrl);
    const measured = await measure(new Uint8Array(await mixed.arrayBuffer()), "wav");
    try {
      expect(measured).toMatchObject({ codec: "pcm_mulaw", sampleRate: 8000 });
      expect(measured.durationSeconds).toBeCloseTo(40, 1);
    } finally {
      await measured.dispose();
    }
  }, 180_000);
});

describe("refunds during the work", () => {
  it("a partial refund leaves a delivered order delivered: the customer can still approve it", async () => {
    const { order, customer } = await paidOrder(["MP3"]);
    await move(order, "IN_PRODUCTION");
    for (const index of [0, 1]) await upload(order, index, masterWav(1.5, 60 + index));
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    await move(order, "DELIVERED");
    const payment = await t.prisma.payment.findFirstOrThrow({ where: { orderId: order.id, status: "SUCCEEDED" } });
    const refund = await admin.gql(`mutation($input: RefundPaymentInput!) { refundPayment(input: $input) { __typename ... on RefundPaymentPayload { payment { status order { status } } } } }`, {
      input: { paymentId: toGlobalId("Payment", payment.id), amount: 1000, reason: "Goodwill" },
    });
    expect(refund.data!.refundPayment.payment).toEqual({ status: "PARTIALLY_REFUNDED", order: { status: "DELIVERED" } });
    expect((await customer.gql(APPROVE, { input: { orderId: orderId(order) } })).data!.approveDelivery).toMatchObject({ order: { status: "COMPLETED" } });
  }, 180_000);
});
