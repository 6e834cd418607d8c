// The studio uploads one master recording per prompt or message. It is checked (a playable WAV,
// FLAC or MP3, no longer than the studio's limit, not silent) and analysed (level, peak, clipping,
// DC, hum, silences, waveform: shown on the desk, and telling the clean-up chain what to remove);
// every file format the customer ordered is then rendered from it in the background (plus the
// 8 kHz telephone preview, and the on-hold programme once every message has a master). A new
// master of the same item is its next version: nothing earlier is replaced.
import { deliverableFileName, type FileFormat } from "../../common/orders/fileFormats.ts";
import { masterSizeRefusal } from "../../common/orders/masterSize.ts";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { writeAudit } from "../admin/auditLog.ts";
import { readSettings } from "../admin/settings.ts";
import { inspectMaster, MasterRejectedError } from "../audio/inspectMaster.ts";
import { analyseMaster } from "../audio/masterAnalysis.ts";
import type { Context } from "../context.ts";
import type { Prisma, Recording } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { lockOrder } from "../orders/checkout.ts";
import { saveStoredFile } from "../storage/storedFiles.ts";
import { uploadPath } from "../uploads/temporaryUpload.ts";
import { MasterRefusedError } from "./fulfilmentErrors.ts";
import { itemLabel, orderItems } from "./orderItems.ts";
import { queueRendering } from "./renderQueue.ts";

/** The format of the telephone preview played in the browser. */
export const PREVIEW_FORMAT: FileFormat = "PCM16_8K_WAV";
const PROGRAMME_NAME = "on-hold-programme";

const MEDIA_TYPES = { wav: "audio/wav", flac: "audio/flac", mp3: "audio/mpeg" } as const;

type Tx = Prisma.TransactionClient;

export type MasterUpload = { orderId: string; itemIndex: number; file: File };

/** The files one master (or the programme) is rendered into; `position` is 1-based. */
function filesFor(formats: readonly FileFormat[], itemName: string, position: number) {
  return [
    ...formats.map((format) => ({ format, preview: false, fileName: deliverableFileName(itemName, format, position) })),
    { format: PREVIEW_FORMAT, preview: true, fileName: deliverableFileName(`${itemName}-telephone-preview`, PREVIEW_FORMAT, position) },
  ];
}

/** The programme's next version, when every message now has a master and a music bed was chosen. */
async function programmeFiles(tx: Tx, order: { id: string; trackId: string | null; fileFormats: string[] }, itemCount: number) {
  if (!order.trackId) return [];
  const recorded = await tx.recording.findMany({ where: { orderId: order.id }, distinct: ["itemIndex"], select: { itemIndex: true } });
  if (recorded.length < itemCount) return [];
  const previous = await tx.deliverable.aggregate({ where: { orderId: order.id, recordingId: null }, _max: { version: true } });
  const version = (previous._max.version ?? 0) + 1;
  return filesFor(order.fileFormats as FileFormat[], PROGRAMME_NAME, 0).map((file) => ({ ...file, orderId: order.id, version, itemIndex: null, recordingId: null }));
}

/** A level with a real minus sign, as the desk shows figures. */
const signed = (value: number) => value.toFixed(1).replace("-", "−");
const formatMinutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

/** Runs `use` on the upload as a file on disk (ffmpeg reads files): where the request streamed it, or a scratch copy of a File held in memory. */
async function onDisk<T>(file: File, use: (path: string) => Promise<T>): Promise<T> {
  const streamed = uploadPath(file);
  if (streamed) return use(streamed);
  const dir = await mkdtemp(join(tmpdir(), "studiofront-master-"));
  try {
    const path = join(dir, "master");
    await pipeline(Readable.fromWeb(file.stream() as Parameters<typeof Readable.fromWeb>[0]), createWriteStream(path));
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function uploadMaster(ctx: Context, upload: MasterUpload): Promise<Recording> {
  const viewer = ctx.viewer!;
  const order = await ctx.prisma.order.findUnique({ where: { id: upload.orderId } });
  if (!order || order.archivedAt) throw new NotFoundError("This order does not exist.");
  const items = orderItems(order);
  if (!Number.isInteger(upload.itemIndex) || upload.itemIndex < 0 || upload.itemIndex >= items.length) {
    throw ValidationError.field("input.itemIndex", `must name one of the order's ${items.length} recordings (0 to ${items.length - 1})`);
  }
  if (order.status !== "IN_PRODUCTION") throw new MasterRefusedError("Move the order to In production before uploading recordings.");
  const tooLarge = masterSizeRefusal(upload.file.name, upload.file.size);
  if (tooLarge) throw ValidationError.field("input.file", tooLarge);
  const { inspected, analysis, stored } = await onDisk(upload.file, async (path) => {
    try {
      const inspected = await inspectMaster(path, upload.file.name);
      const { masterMaxMinutes } = await readSettings(ctx.prisma);
      if (inspected.durationMs > masterMaxMinutes * 60_000) {
        throw new MasterRejectedError(`"${upload.file.name}" is ${formatMinutes(inspected.durationMs)} long: a master must be at most ${masterMaxMinutes} minutes (the studio's limit, in Settings).`);
      }
      const analysis = await analyseMaster(path, inspected.sampleRate, Math.round((inspected.durationMs * inspected.sampleRate) / 1000));
      if (analysis.activeLevelDbov === null) {
        const peak = Number.isFinite(analysis.peakDbfs) ? `its loudest sample is at ${signed(analysis.peakDbfs)} dBFS` : "it is digital silence";
        throw new MasterRejectedError(`"${upload.file.name}" holds no speech: ${peak}, too quiet to render.`);
      }
      const stored = await saveStoredFile(ctx.prisma, ctx.storage, { kind: "MASTER_RECORDING", name: upload.file.name, mediaType: MEDIA_TYPES[inspected.container], data: { path }, uploadedById: viewer.id });
      return { inspected, analysis: { ...analysis, channels: inspected.channels }, stored };
    } catch (error: unknown) {
      if (error instanceof MasterRejectedError) throw ValidationError.field("input.file", error.message);
      throw error;
    }
  });
  const itemName = itemLabel(items, upload.itemIndex);
  const { recording, queued } = await ctx.prisma.$transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (locked.status !== "IN_PRODUCTION") throw new MasterRefusedError("Move the order to In production before uploading recordings.");
    const previous = await tx.recording.aggregate({ where: { orderId: order.id, itemIndex: upload.itemIndex }, _max: { version: true } });
    const version = (previous._max.version ?? 0) + 1;
    const recording = await tx.recording.create({
      data: { orderId: order.id, itemIndex: upload.itemIndex, version, fileId: stored.id, durationMs: inspected.durationMs, analysis, uploadedById: viewer.id },
    });
    const files = [
      ...filesFor(locked.fileFormats as FileFormat[], itemName, upload.itemIndex + 1).map((file) => ({ ...file, orderId: order.id, version, itemIndex: upload.itemIndex, recordingId: recording.id })),
      ...(await programmeFiles(tx, locked, items.length)),
    ];
    const created = await tx.deliverable.createManyAndReturn({ data: files, select: { id: true, orderId: true, recordingId: true, version: true } });
    await tx.orderEvent.create({ data: { orderId: order.id, type: "MASTER_UPLOADED", note: `${itemName}: version ${version}`, actorId: viewer.id } });
    await writeAudit(tx, ctx, {
      action: "order.master_uploaded",
      actorId: viewer.id,
      actorEmail: viewer.email,
      entityType: "Order",
      entityId: order.id,
      metadata: { itemIndex: upload.itemIndex, version, fileId: stored.id },
    });
    return { recording, queued: created };
  });
  await queueRendering(ctx, order.id, queued);
  return recording;
}
