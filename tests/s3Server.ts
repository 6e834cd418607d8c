// An S3-compatible server for tests: s3rver in this process, on a free port, keeping its objects
// in a temporary folder, with one empty bucket. `env` is what a server process needs to store its
// files there (STORAGE_URL and S3_*), for the configuration or a child process's environment.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export type S3Server = {
  /** "http://127.0.0.1:<port>" */
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  close(): Promise<void>;
};

export async function startS3Server({ bucket = "studiofront-test" }: { bucket?: string } = {}): Promise<S3Server> {
  const directory = await mkdtemp(join(tmpdir(), "studiofront-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_URL: `s3://${bucket}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      // Clients keep idle connections open; close() would wait for them.
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
