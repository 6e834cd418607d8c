// Where the browser fetches a stored file: GET /api/files/{id} (server/http/fileRoute.ts).
// Catalogue media kinds are public; other kinds are served to administrators only.

/** `/api/files/<id>` for a StoredFile id. */
export function fileUrl(fileId: string): string {
  return `/api/files/${fileId}`;
}

/** The same address asking for a download (Content-Disposition: attachment). */
export function fileDownloadUrl(fileId: string): string {
  return `${fileUrl(fileId)}?download`;
}
