// The background job that renders one file: the prompt's newest master into its format, or for an
// on-hold programme every message's newest master over the music bed. Its state is visible per
// file: RENDERING while it runs, READY with the stored file, FAILED with the reason. A refusal
// (no speech, over the size cap) fails at once; anything else is retried by the queue a few times.
import { buffer } from "node:stream/consumers";
import { FILE_FORMAT_EXTENSIONS, type FileFormat } from "../../common/orders/fileFormats.ts";
import { readSettings, type StudioSettings } from "../admin/settings.ts";
import { runFfmpeg } from "../audio/ffmpeg.ts";
import { renderProgramme } from "../audio/renderProgramme.ts";
import { RENDER_FORMATS } from "../audio/renderFormats.ts";
import { RenderRefusedError, renderTelephoneFile, type RenderRules } from "../audio/renderTelephone.ts";
import type { Services } from "../context.ts";
import type { StoredFile } from "../db/generated/client.ts";
import { saveStoredFile } from "../storage/storedFiles.ts";

/** Attempts before a file is marked FAILED (the queue retries the ones before). */
export const RENDER_ATTEMPTS = 3;

const MEDIA_TYPES = { wav: "audio/wav", vox: "application/octet-stream", mp3: "audio/mpeg" } as const;

export function renderRules(settings: StudioSettings): RenderRules {
  return { leadMs: settings.audioLeadMs, tailMs: settings.audioTailMs, maxBytes: settings.audioMaxBytes };
}

/** Length of a rendered file, measured by decoding it (VOX has no header: 4 bits a sample). */
async function durationMsOf(bytes: Uint8Array, format: FileFormat): Promise<number> {
  const { sampleRate } = RENDER_FORMATS[format];
  if (RENDER_FORMATS[format].codec === null) return Math.round(((bytes.byteLength * 2) / sampleRate) * 1000);
  const pcm = await runFfmpeg(["-i", "pipe:0", "-ac", "1", "-ar", "8000", "-f", "s16le", "pipe:1"], bytes);
  return Math.round((pcm.byteLength / 2 / 8000) * 1000);
}

async function bytesOf(services: Pick<Services, "storage">, file: Pick<StoredFile, "storageKey">): Promise<Uint8Array> {
  return buffer(services.storage.read(file.storageKey));
}

async function render(services: Services, deliverableId: string, rules: RenderRules): Promise<Uint8Array> {
  const file = await services.prisma.deliverable.findUniqueOrThrow({
    where: { id: deliverableId },
    include: {
      recording: { include: { file: true } },
      order: { select: { id: true, bundle: { select: { programmeSeconds: true } }, track: { include: { file: true } } } },
    },
  });
  const format = file.format as FileFormat;
  if (file.recording) return renderTelephoneFile(await bytesOf(services, file.recording.file), format, rules);
  const { order } = file;
  if (!order.track) throw new RenderRefusedError("The order has no music bed to mix the programme over.");
  const masters = await services.prisma.recording.findMany({
    where: { orderId: order.id },
    orderBy: [{ itemIndex: "asc" }, { version: "desc" }],
    distinct: ["itemIndex"],
    include: { file: true },
  });
  const messages = await Promise.all(masters.map((master) => bytesOf(services, master.file)));
  const bed = await bytesOf(services, order.track.file);
  return renderProgramme(messages, bed, format, { programmeSeconds: order.bundle?.programmeSeconds ?? 180, rules });
}

export async function renderDeliverable(services: Services, deliverableId: string): Promise<void> {
  const { prisma } = services;
  // Claim it: a file already rendered (a duplicate job) or rendering elsewhere is left alone.
  const claimed = await prisma.deliverable.updateMany({
    where: { id: deliverableId, status: { in: ["QUEUED", "FAILED"] } },
    data: { status: "RENDERING", attempts: { increment: 1 } },
  });
  if (claimed.count === 0) return;
  const deliverable = await prisma.deliverable.findUniqueOrThrow({ where: { id: deliverableId } });
  try {
    const rules = renderRules(await readSettings(prisma));
    const bytes = await render(services, deliverableId, rules);
    const format = deliverable.format as FileFormat;
    const stored = await saveStoredFile(prisma, services.storage, {
      kind: "DELIVERABLE",
      name: deliverable.fileName,
      mediaType: MEDIA_TYPES[FILE_FORMAT_EXTENSIONS[format]],
      data: Buffer.from(bytes),
      uploadedById: null,
    });
    await prisma.deliverable.update({
      where: { id: deliverableId },
      data: { status: "READY", fileId: stored.id, durationMs: await durationMsOf(bytes, format), renderedAt: new Date(), failureReason: null },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = error instanceof RenderRefusedError || deliverable.attempts >= RENDER_ATTEMPTS;
    await prisma.deliverable.update({
      where: { id: deliverableId },
      data: { status: final ? "FAILED" : "QUEUED", failureReason: final && !(error instanceof RenderRefusedError) ? `Rendering failed ${deliverable.attempts} times: ${message}` : message },
    });
    if (!final) throw error;
  } finally {
    services.events.orderChanged(deliverable.orderId);
  }
}

