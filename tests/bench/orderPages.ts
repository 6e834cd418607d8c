// The order pages' cost: SQL statements and time of the studio's /manage/orders/{id} and the
// customer's /account/order/history/{id} for a delivered order of 20 prompts, sent as the browser
// sends them (the Relay artifacts' documents). Reported, not asserted: tests/api/queryCounts.test.ts
// holds the statement budget.
import AccountOrderRouteQuery from "../../client/__generated__/AccountOrderRouteQuery.graphql.ts";
import ManageOrderRouteQuery from "../../client/__generated__/ManageOrderRouteQuery.graphql.ts";
import type { PrismaClient } from "../../server/db/generated/client.ts";
import { persistedOperation, type Artifact } from "./serverProcess.ts";

type Gql = (query: string, cookie?: string, variables?: Record<string, unknown>) => Promise<string | undefined>;

function documentOf(artifact: Artifact): string {
  return artifact.params.text ?? persistedOperation(artifact).document;
}

export async function benchmarkOrderPages(options: {
  prisma: PrismaClient;
  gql: Gql;
  adminCookie: string;
  customer: { id: string; cookie: string };
  serviceId: string;
  statements: { count: number };
  measure: (name: string, runs: number, fn: () => Promise<unknown>) => Promise<number>;
}) {
  const { prisma, statements } = options;
  const items = Array.from({ length: 20 }, (_, i) => ({ name: `prompt-${i}`, text: "Thank you for calling. For sales, press 1." }));
  const order = await prisma.order.create({
    data: { serviceId: options.serviceId, userId: options.customer.id, items, fileFormats: ["MULAW_8K_WAV", "MP3"], status: "DELIVERED", total: 58000, subtotal: 58000, paidAt: new Date(), deliveredAt: new Date() },
  });
  await prisma.orderEvent.createMany({ data: Array.from({ length: 12 }, () => ({ orderId: order.id, type: "STATUS_CHANGED", note: "bench" })) });
  const file = await prisma.storedFile.create({ data: { kind: "DELIVERABLE", name: "bench.wav", mediaType: "audio/wav", size: 64000, sha256: "bench", storageKey: `bench/${order.id}.wav` } });
  for (let i = 0; i < items.length; i++) {
    const recording = await prisma.recording.create({ data: { orderId: order.id, itemIndex: i, version: 1, fileId: file.id, durationMs: 4000 } });
    await prisma.deliverable.createMany({
      data: ["MULAW_8K_WAV", "MP3", "PCM16_8K_WAV"].map((format) => ({
        orderId: order.id,
        recordingId: recording.id,
        itemIndex: i,
        format,
        preview: format === "PCM16_8K_WAV",
        version: 1,
        fileName: `prompt-${i}.wav`,
        status: "READY" as const,
        fileId: file.id,
        deliveredAt: new Date(),
      })),
    });
  }
  const id = Buffer.from(`Order:${order.id}`).toString("base64");
  for (const [page, artifact, cookie] of [
    ["studio's order page (/manage/orders/{id})", ManageOrderRouteQuery, options.adminCookie],
    ["customer's order page (/account/order/history/{id})", AccountOrderRouteQuery, options.customer.cookie],
  ] as const) {
    const document = documentOf(artifact as Artifact);
    const before = statements.count;
    await options.gql(document, cookie, { id });
    console.log(`${page}, 20 prompts delivered in 3 formats: ${statements.count - before} SQL statements (authentication included)`);
    await options.measure(`  ${page}`, 200, () => options.gql(document, cookie, { id }));
  }
}
