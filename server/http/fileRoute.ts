// GET/HEAD /api/files/{id}: catalogue media (voice samples and photos, music beds, site images)
// are public; every other kind of file is served only through the route that owns it.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PrismaClient } from "../db/generated/client.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { serveStoredFile } from "../storage/serveFile.ts";

const PUBLIC_KINDS = new Set(["VOICE_SAMPLE", "VOICE_PHOTO", "SOUNDTRACK", "CONTENT_IMAGE"]);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function servePublicFile(prisma: PrismaClient, storage: FileStorage, id: string, req: IncomingMessage, res: ServerResponse) {
  const file = UUID.test(id) ? await prisma.storedFile.findUnique({ where: { id } }) : null;
  if (!file || !PUBLIC_KINDS.has(file.kind)) {
    res.writeHead(404, { "Content-Type": "application/json" });
    return res.end(JSON.stringify({ error: "Not found" }));
  }
  await serveStoredFile(req, res, file, storage, { download: new URL(req.url ?? "/", "http://local").searchParams.has("download") });
}
