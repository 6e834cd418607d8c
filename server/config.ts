// Configuration comes from environment variables only (DESIGN.md §6). Secrets missing on a
// developer machine are generated once and kept under DATA_DIR; production refuses to start.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { InvalidStorageKeyError, storageKeySegments } from "./storage/fileStorage.ts";

/** What a process does: serve HTTP and run jobs (all), serve HTTP and only send jobs (web), or only run jobs (worker). */
export type Role = "all" | "web" | "worker";

export const ROLES: readonly Role[] = ["all", "web", "worker"];

/** pino's levels, most severe first; "silent" writes nothing. */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Config = {
  production: boolean;
  role: Role;
  /** How many renders run at once in this process (RENDER_CONCURRENCY). */
  renderConcurrency: number;
  /** On SIGTERM, how long running requests and jobs have to finish before jobs are handed back (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** NODE_ENV=development: error details reach the client, GraphQL suggests field names. */
  development: boolean;
  port: number;
  publicUrl: string;
  /** Origins besides publicUrl's whose pages may call the API with the visitor's cookie (CORS_ORIGINS). */
  corsOrigins: string[];
  dataDir: string;
  /** Stored files on the local disk (STORAGE_DIR), unless objectStorage is set. */
  storageDir: string;
  /** Stored files in an S3-compatible bucket (STORAGE_URL and S3_*). */
  objectStorage: ObjectStorageConfig | undefined;
  databaseUrl: string | undefined;
  sessionSecret: string;
  altchaHmacKey: string;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  smtpUrl: string | undefined;
  emailFrom: string;
  /** Browser and server error reports go to this Sentry project (SENTRY_DSN). */
  sentryDsn: string | undefined;
  /** The least severe log lines written (LOG_LEVEL). */
  logLevel: LogLevel;
  /** /metrics answers only with `Authorization: Bearer <this>` (METRICS_TOKEN). */
  metricsToken: string | undefined;
  /** /metrics is also served, without a token, on this port of its own (METRICS_PORT). */
  metricsPort: number | undefined;
  gtmId: string | undefined;
  openrouterApiKey: string | undefined;
  /** Base address of the OpenRouter API (OPENROUTER_URL); tests point it at a local stand-in. */
  openrouterUrl: string;
  /** How long the script assistant waits for OpenRouter before giving up. */
  openrouterTimeoutMs: number;
  adminEmail: string;
  adminPassword: string;
  redisUrl: string | undefined;
  /** Trust X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
  /** Bot-check challenges whose secret number is below 100,000 (browser tests); never in production. */
  altchaTestChallenge: boolean;
  /** Served from here when it exists (the vite build). */
  clientDir: string;
  /** How long signed-out visitors' catalogue answers are shared (PUBLIC_CACHE_SECONDS); 0: not kept. */
  publicCacheSeconds: number;
  /** Personal data exports larger than this (bytes of JSON) are stored and e-mailed as a link; tests lower it. */
  personalDataEmailBytes: number;
};

export type ObjectStorageConfig = {
  bucket: string;
  /** Put before every key, without slashes at either end; "" for none. */
  prefix: string;
  /** An S3-compatible service's address (S3_ENDPOINT); undefined: AWS S3. */
  endpoint: string | undefined;
  region: string;
  /** Addresses buckets as endpoint/bucket instead of bucket.endpoint (S3_FORCE_PATH_STYLE). */
  forcePathStyle: boolean;
  /** undefined: the AWS SDK's default credential chain (its environment variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type StorageConfig = Pick<Config, "storageDir" | "objectStorage">;

const generatedSecrets = ["SESSION_SECRET", "ALTCHA_HMAC_KEY", "ADMIN_PASSWORD"] as const;
type GeneratedSecret = (typeof generatedSecrets)[number];

export class ConfigError extends Error {}

function readSecrets(dataDir: string, env: NodeJS.ProcessEnv, production: boolean) {
  const missing = generatedSecrets.filter((name) => !env[name]);
  if (missing.length === 0) return {} as Record<GeneratedSecret, string>;
  if (production) {
    throw new ConfigError(`Missing required environment variable${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`);
  }
  const file = join(dataDir, "secrets.json");
  const stored: Partial<Record<GeneratedSecret, string>> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  let changed = false;
  for (const name of generatedSecrets) {
    if (!stored[name]) {
      stored[name] = name === "ADMIN_PASSWORD" ? readablePassword() : randomBytes(32).toString("base64url");
      changed = true;
    }
  }
  if (changed) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  return stored as Record<GeneratedSecret, string>;
}

function readablePassword() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

function origins(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new ConfigError(`CORS_ORIGINS must list origins such as https://shop.example.com, got "${entry}"`);
      }
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new ConfigError(`CORS_ORIGINS must list http or https origins, got "${entry}"`);
      return url.origin;
    });
}

function seconds(name: string, value: string | undefined, fallback: number, max: number) {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > max) throw new ConfigError(`${name} must be a whole number of seconds from 0 to ${max}, got "${value}"`);
  return n;
}

function port<Fallback extends number | undefined>(name: string, value: string | undefined, fallback: Fallback): number | Fallback {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`${name} must be an integer from 0 to 65535, got "${value}"`);
  return n;
}

function logLevel(value: string | undefined): LogLevel {
  if (value === undefined || value === "") return "info";
  if (!(LOG_LEVELS as readonly string[]).includes(value)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got "${value}"`);
  return value as LogLevel;
}

/** Shorter tokens could be guessed by whoever can reach /metrics. */
const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsToken(value: string | undefined): string | undefined {
  if (value === undefined || value === "") return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH) throw new ConfigError(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long (e.g. openssl rand -hex 32), got ${value.length}`);
  return value;
}

function role(value: string | undefined): Role {
  if (value === undefined || value === "") return "all";
  if (!(ROLES as readonly string[]).includes(value)) throw new ConfigError(`ROLE must be one of ${ROLES.join(", ")}, got "${value}"`);
  return value as Role;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return n;
}

const S3_VARIABLES = ["S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"] as const;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function objectStorage(env: NodeJS.ProcessEnv): ObjectStorageConfig | undefined {
  const url = env.STORAGE_URL;
  if (!url) {
    // Files meant for a bucket must not quietly land on one machine's disk.
    const stray = S3_VARIABLES.filter((name) => env[name]);
    if (stray.length > 0) throw new ConfigError(`${stray.join(", ")} set without STORAGE_URL: set STORAGE_URL=s3://bucket to keep files in object storage, or unset ${stray.length > 1 ? "them" : "it"} to keep them in STORAGE_DIR`);
    return undefined;
  }
  const parts = /^s3:\/\/([^/?#]*)(?:\/([^?#]*))?$/.exec(url);
  if (!parts) {
    if (url.startsWith("s3://")) throw new ConfigError("STORAGE_URL must be s3://bucket or s3://bucket/prefix, without a query or fragment");
    throw new ConfigError(`STORAGE_URL must be an s3:// address (s3://bucket or s3://bucket/prefix), got "${url.split(":")[0]}:…"`);
  }
  const [, bucket, path = ""] = parts;
  if (bucket.includes("@")) throw new ConfigError("STORAGE_URL must not carry credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  if (!bucket) throw new ConfigError("STORAGE_URL names no bucket: write s3://bucket or s3://bucket/prefix");
  if (!BUCKET_NAME.test(bucket)) throw new ConfigError(`STORAGE_URL's bucket must be 3 to 63 lower-case letters, digits, dots or hyphens, starting and ending with a letter or digit, got "${bucket}"`);
  const prefix = path.replace(/\/+$/, "");
  if (prefix) {
    try {
      storageKeySegments(prefix);
    } catch (error) {
      if (error instanceof InvalidStorageKeyError) throw new ConfigError(`STORAGE_URL's prefix must be plain path segments: ${error.message}`);
      throw error;
    }
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (accessKeyId && !secretAccessKey) throw new ConfigError("S3_SECRET_ACCESS_KEY is required with S3_ACCESS_KEY_ID");
  if (secretAccessKey && !accessKeyId) throw new ConfigError("S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY");
  return {
    bucket,
    prefix,
    endpoint: httpAddress("S3_ENDPOINT", env.S3_ENDPOINT),
    region: env.S3_REGION || env.AWS_REGION || "us-east-1",
    forcePathStyle: flag("S3_FORCE_PATH_STYLE", env.S3_FORCE_PATH_STYLE),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function httpAddress(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an http or https address such as https://s3.example.com, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new ConfigError(`${name} must be an http or https address such as https://s3.example.com, got "${value}"`);
  return value.replace(/\/+$/, "");
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

/** Where stored files live, from STORAGE_URL, S3_* and STORAGE_DIR (whose default is under DATA_DIR). */
export function storageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const dataDir = resolve(env.DATA_DIR || "./data");
  return { storageDir: resolve(env.STORAGE_DIR || join(dataDir, "files")), objectStorage: objectStorage(env) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === "production";
  const processRole = role(env.ROLE);
  // The embedded database lives in one process' DATA_DIR: processes of other roles could not share it.
  if (processRole !== "all" && !env.DATABASE_URL) throw new ConfigError(`ROLE=${processRole} runs beside other processes on one database: set DATABASE_URL (PostgreSQL).`);
  // A worker's renders must reach the live pages that web instances serve.
  if (production && processRole !== "all" && !env.REDIS_URL) throw new ConfigError(`ROLE=${processRole} needs REDIS_URL: live pages hear of changes made by other processes through it.`);
  const dataDir = resolve(env.DATA_DIR || "./data");
  const secrets = readSecrets(dataDir, env, production);
  const listenPort = port("PORT", env.PORT, 3000);
  const metricsPort = port("METRICS_PORT", env.METRICS_PORT, undefined);
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === listenPort) throw new ConfigError(`METRICS_PORT must differ from PORT (${listenPort}): it is a listener of its own.`);
  if (production && !env.DATABASE_URL) throw new ConfigError("Missing required environment variable: DATABASE_URL");
  if (production && !env.PUBLIC_URL) throw new ConfigError("Missing required environment variable: PUBLIC_URL");
  const altchaTestChallenge = env.ALTCHA_TEST_CHALLENGE === "true";
  if (production && altchaTestChallenge) throw new ConfigError("ALTCHA_TEST_CHALLENGE makes the bot-check ten times easier: it is for tests and cannot be set in production.");
  const empty = (v: string | undefined) => (v ? v : undefined);
  // Stripe without these takes card payments it never hears back about (webhooks) or cannot show a card form for.
  if (production && env.STRIPE_SECRET_KEY) {
    const missing = ["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"].filter((name) => !env[name]);
    if (missing.length > 0) throw new ConfigError(`Missing required environment variable${missing.length > 1 ? "s" : ""} with STRIPE_SECRET_KEY: ${missing.join(", ")}`);
  }
  return {
    production,
    role: processRole,
    // A worker is there to render: one per core. Beside HTTP (ROLE=all), two leave room for requests on a 2-core server.
    renderConcurrency: wholeNumber("RENDER_CONCURRENCY", env.RENDER_CONCURRENCY, processRole === "worker" ? availableParallelism() : 2, 1, 64),
    shutdownGraceMs: wholeNumber("SHUTDOWN_GRACE_SECONDS", env.SHUTDOWN_GRACE_SECONDS, 25, 1, 3600) * 1000,
    development: env.NODE_ENV === "development",
    port: listenPort,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${listenPort}`).replace(/\/$/, ""),
    corsOrigins: origins(env.CORS_ORIGINS),
    dataDir,
    ...storageConfig(env),
    databaseUrl: empty(env.DATABASE_URL),
    sessionSecret: env.SESSION_SECRET || secrets.SESSION_SECRET,
    altchaHmacKey: env.ALTCHA_HMAC_KEY || secrets.ALTCHA_HMAC_KEY,
    stripeSecretKey: empty(env.STRIPE_SECRET_KEY),
    stripePublishableKey: empty(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: empty(env.STRIPE_WEBHOOK_SECRET),
    smtpUrl: empty(env.SMTP_URL),
    emailFrom: env.EMAIL_FROM || "Studiofront <no-reply@studiofront.example>",
    sentryDsn: empty(env.SENTRY_DSN),
    logLevel: logLevel(env.LOG_LEVEL),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    metricsPort,
    gtmId: empty(env.GTM_ID),
    openrouterApiKey: empty(env.OPENROUTER_API_KEY),
    openrouterUrl: (env.OPENROUTER_URL || "https://openrouter.ai/api/v1").replace(/\/+$/, ""),
    openrouterTimeoutMs: Math.max(1, seconds("OPENROUTER_TIMEOUT_SECONDS", env.OPENROUTER_TIMEOUT_SECONDS, 20, 120)) * 1000,
    adminEmail: (env.ADMIN_EMAIL || "admin@studiofront.example").toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || secrets.ADMIN_PASSWORD,
    redisUrl: empty(env.REDIS_URL),
    trustProxy: env.TRUST_PROXY === "true" || env.TRUST_PROXY === "1",
    altchaTestChallenge,
    clientDir: resolve(env.CLIENT_DIR || "./dist/client"),
    publicCacheSeconds: seconds("PUBLIC_CACHE_SECONDS", env.PUBLIC_CACHE_SECONDS, 60, 3600),
    personalDataEmailBytes: 5 * 1024 * 1024,
  };
}
