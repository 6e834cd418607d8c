// Vendure, the peer of `npm run bench -- --peer`: installed on demand from the npm registry into a
// scratch folder under the system's temporary folder (kept for later runs, one per version), never
// into the project; started as its own process (vendureServer.mjs) on a database of its own.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { untilReady } from "../serverProcess.ts";
import type { PeerSeed } from "./seedData.ts";

export const VENDURE_VERSION = "3.7.3";
const SUPERADMIN = { identifier: "superadmin", password: "bench-superadmin-password" };

/** The PostgreSQL driver Vendure's TypeORM loads: the project's own version. */
function projectPgVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { dependencies: Record<string, string> };
  return manifest.dependencies.pg;
}

export const vendurePackages = () => [`@vendure/core@${VENDURE_VERSION}`, `pg@${projectPgVersion()}`];

/**
 * The scratch folder holding Vendure's packages, installed now unless an earlier run completed
 * the same install. Throws with npm's command and output when the install fails.
 */
export function installVendure(log: (line: string) => void): string {
  const folder = join(tmpdir(), `studiofront-peer-vendure-${VENDURE_VERSION}`);
  const packages = vendurePackages();
  const marker = join(folder, "installed.json");
  if (existsSync(marker) && readFileSync(marker, "utf8") === JSON.stringify(packages)) return folder;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, "package.json"), JSON.stringify({ name: "studiofront-peer-vendure", private: true }));
  const args = ["install", "--no-save", "--no-audit", "--no-fund", "--prefix", folder, ...packages];
  log(`  installing ${packages.join(", ")} into ${folder}: npm ${args.join(" ")}`);
  const started = performance.now();
  // From the scratch folder, so the project's own npm settings and lock file play no part.
  const npm = spawnSync("npm", args, { cwd: folder, encoding: "utf8", timeout: 600_000 });
  if (npm.status !== 0) {
    const output = `${npm.stdout ?? ""}${npm.stderr ?? ""}`.trim().split("\n");
    for (const line of output.slice(-30)) log(`  [npm] ${line}`);
    // The report shows a failure's first line: npm's own error there.
    const reason = output.filter((line) => /^npm (error|ERR!)/.test(line)).slice(0, 3).join(" ") || npm.error?.message || `exit ${npm.status}`;
    throw new Error(`npm ${args.join(" ")} failed: ${reason}`);
  }
  writeFileSync(marker, JSON.stringify(packages));
  log(`  installed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return folder;
}

export type VendureServer = {
  pid: number;
  adminApi: string;
  shopApi: string;
  bootSeconds: number;
  seedSeconds: number;
  /** Signs in to the Admin API as the superadmin; answers the bearer token. */
  adminToken(): Promise<string>;
  stop(): Promise<void>;
};

export async function startVendure(options: { folder: string; databaseUrl: string; seed: PeerSeed; log?: (line: string) => void }): Promise<VendureServer> {
  const seedFile = join(options.folder, `seed-${process.pid}.json`);
  writeFileSync(seedFile, JSON.stringify(options.seed));
  const child = spawn(process.execPath, ["--no-deprecation", new URL("./vendureServer.mjs", import.meta.url).pathname], {
    cwd: options.folder,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // Vendure sends usage data to its makers from a running server unless told not to.
      VENDURE_DISABLE_TELEMETRY: "true",
      VENDURE_DIR: options.folder,
      VENDURE_DATABASE_URL: options.databaseUrl,
      VENDURE_SEED: seedFile,
      VENDURE_SUPERADMIN: SUPERADMIN.identifier,
      VENDURE_SUPERADMIN_PASSWORD: SUPERADMIN.password,
    },
    // The bench holds its stdin: when the bench ends, even killed, Vendure stops.
    stdio: ["pipe", "pipe", "pipe"],
  });
  try {
    const { ready, stop } = await untilReady<{ port: number; bootSeconds: number; seedSeconds: number }>(child, "VENDURE_READY", "Vendure server", options.log);
    const base = `http://127.0.0.1:${ready.port}`;
    return {
      pid: child.pid!,
      adminApi: `${base}/admin-api`,
      shopApi: `${base}/shop-api`,
      bootSeconds: ready.bootSeconds,
      seedSeconds: ready.seedSeconds,
      adminToken: async () => {
        const response = await fetch(`${base}/admin-api`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: `mutation { login(username: ${JSON.stringify(SUPERADMIN.identifier)}, password: ${JSON.stringify(SUPERADMIN.password)}) { __typename } }` }),
        });
        const token = response.headers.get("vendure-auth-token");
        const body = (await response.json()) as { data?: { login?: { __typename: string } } };
        if (!token || body.data?.login?.__typename !== "CurrentUser") throw new Error(`Vendure's sign-in failed: ${JSON.stringify(body).slice(0, 500)}`);
        return token;
      },
      stop,
    };
  } finally {
    rmSync(seedFile, { force: true });
  }
}
