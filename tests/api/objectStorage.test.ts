// The application with its files in an S3-compatible bucket (s3rver, STORAGE_URL and S3_* as a
// deployment sets them): a master uploaded through GraphQL lands in the bucket, its renders are
// written there, and the downloads stream from it through the server's own routes: a byte range
// of a file, and the order's ZIP. A file gone from the bucket cuts the ZIP short and nothing else.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FILE_FORMAT_FOLDERS } from "../../common/orders/fileFormats.ts";
import type { Order } from "../../server/db/generated/client.ts";
import { confirmTestCard } from "../../server/payments/testGateway.ts";
import { S3Storage } from "../../server/storage/s3Storage.ts";
import { pcm16Wav, speechLikePcm } from "../audio/generate.ts";
import { startS3Server, type S3Server } from "../s3Server.ts";
import { type Client, startTestApp, type TestApp, toGlobalId } from "./harness.ts";
import { addPayment } from "./paymentsFixtures.ts";
import { TEST_ADMIN } from "./testConfig.ts";
import { zipEntries } from "./zipEntries.ts";

let s3: S3Server;
let t: TestApp;
let storage: S3Storage;
let admin: Client;
let base: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ env: s3.env });
  storage = t.app.services.storage as S3Storage;
  admin = await t.signedIn(TEST_ADMIN);
  base = await t.httpBase();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const MOVE = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { __typename ... on OrderPayload { order { status } } } }`;
const UPLOAD = `mutation($input: UploadMasterInput!) {
  uploadMaster(input: $input) { __typename ... on Error { message } ... on UploadMasterPayload { recording { itemIndex version } } }
}`;
const ORDER_FILES = `query($id: ID!) { node(id: $id) { ... on Order { productionFiles { format preview status downloadUrl } } } }`;
const ZIP_URL = `query($id: ID!) { node(id: $id) { ... on Order { filesZipUrl } } }`;

async function paidOrder(): Promise<{ order: Order; customer: Client }> {
  const customer = await t.registered("Olga Object");
  const user = await t.prisma.user.findUniqueOrThrow({ where: { email: customer.email } });
  const service = await t.prisma.service.findUniqueOrThrow({ where: { slug: "telephone-voice-prompts" } });
  const order = await t.prisma.order.create({
    data: {
      serviceId: service.id, userId: user.id, items: [{ name: "welcome", text: "Thank you for calling." }], fileFormats: ["MULAW_8K_WAV", "MP3"],
      status: "PENDING_PAYMENT", subtotal: 3000, total: 3000, placedAt: new Date(),
    },
  });
  const payment = await addPayment(t.prisma, order);
  await confirmTestCard(t.app.services, { reference: payment.providerReference!, cardNumber: "4242 4242 4242 4242", expiry: "12/40", cvc: "123" });
  return { order, customer };
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await storage.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

describe("files in object storage", () => {
  it("keeps an uploaded master and its renders in the bucket and streams them through the routes, by range and as a ZIP", async () => {
    expect(storage).toBeInstanceOf(S3Storage);
    const { order, customer } = await paidOrder();
    const orderId = toGlobalId("Order", order.id);
    expect((await admin.gql(MOVE, { input: { orderId, status: "IN_PRODUCTION" } })).data!.changeOrderStatus).toMatchObject({ order: { status: "IN_PRODUCTION" } });

    const pcm = speechLikePcm({ rate: 44100, seconds: 2, leadSeconds: 0.5, tailSeconds: 0.5, amplitude: 4000, seed: 5 });
    const master = Buffer.from(pcm16Wav(pcm, 44100));
    const uploaded = await admin.upload(UPLOAD, { input: { orderId, itemIndex: 0 } }, { "input.file": new File([new Uint8Array(master)], "welcome.wav", { type: "audio/wav" }) });
    expect(uploaded.data!.uploadMaster).toMatchObject({ __typename: "UploadMasterPayload", recording: { itemIndex: 0, version: 1 } });

    // The master is in the bucket, byte for byte, and not on this machine's disk.
    const recording = await t.prisma.recording.findFirstOrThrow({ where: { orderId: order.id }, include: { file: true } });
    expect((await objectBytes(recording.file.storageKey)).equals(master)).toBe(true);
    expect(existsSync(join(t.app.services.config.storageDir, recording.file.storageKey))).toBe(false);

    // Rendering reads the master from the bucket and writes each file there.
    await t.app.services.jobs.drain({ timeoutMs: 120_000 });
    const files = (await admin.gql(ORDER_FILES, { id: orderId })).data!.node.productionFiles as { format: string; preview: boolean; status: string; downloadUrl: string }[];
    expect(files.map((file) => file.status)).toEqual(["READY", "READY", "READY"]);
    const rendered = await t.prisma.deliverable.findMany({ where: { orderId: order.id, preview: false }, include: { file: true }, orderBy: { format: "asc" } });
    for (const file of rendered) {
      const head = await storage.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: file.file!.storageKey }));
      expect(head.ContentLength, file.format).toBe(file.file!.size);
    }

    // A byte range, as a player seeking in the file asks for it.
    const mulaw = rendered.find((file) => file.format === "MULAW_8K_WAV")!;
    const mulawBytes = await objectBytes(mulaw.file!.storageKey);
    const mulawUrl = files.find((file) => file.format === "MULAW_8K_WAV" && !file.preview)!.downloadUrl;
    const ranged = await fetch(`${base}${mulawUrl}`, { headers: { cookie: admin.cookie!, range: "bytes=44-1043" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 44-1043/${mulawBytes.length}`);
    expect(ranged.headers.get("content-length")).toBe("1000");
    expect(ranged.headers.get("content-disposition")).toMatch(/^attachment; filename="welcome-mulaw-8khz\.wav"/);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(mulawBytes.subarray(44, 1044))).toBe(true);
    const tail = await fetch(`${base}${mulawUrl}`, { headers: { cookie: admin.cookie!, range: "bytes=-16" } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(mulawBytes.subarray(-16))).toBe(true);

    // Delivered: the customer's ZIP holds the bucket's bytes.
    expect((await admin.gql(MOVE, { input: { orderId, status: "DELIVERED" } })).data!.changeOrderStatus).toMatchObject({ order: { status: "DELIVERED" } });
    const zipUrl = (await customer.gql(ZIP_URL, { id: orderId })).data!.node.filesZipUrl as string;
    const zip = await fetch(`${base}${zipUrl}`, { headers: { cookie: customer.cookie! } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const entries = zipEntries(Buffer.from(await zip.arrayBuffer()));
    for (const file of rendered) {
      const entry = entries.get(`${FILE_FORMAT_FOLDERS[file.format as keyof typeof FILE_FORMAT_FOLDERS]}/${file.fileName}`);
      expect(entry?.equals(await objectBytes(file.file!.storageKey)), file.format).toBe(true);
    }

    // A file gone from the bucket: the single file is a 404, the ZIP is cut short, the server carries on.
    await storage.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: rendered.at(-1)!.file!.storageKey }));
    expect((await fetch(`${base}${mulawUrl}`, { headers: { cookie: admin.cookie! } })).status).toBe(404);
    const cut = await fetch(`${base}${zipUrl}`, { headers: { cookie: customer.cookie! } });
    expect(cut.status).toBe(200);
    await expect(cut.arrayBuffer()).rejects.toThrow();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  }, 180_000);
});
