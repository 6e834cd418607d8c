// Starts the real application on a private copy of the seeded template database and talks to
// it through yoga.fetch, as a browser or an API client would.
import { createHash, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inject } from "vitest";
import { createApp, type App } from "../../server/app.ts";
import { issueChallenge } from "../../server/botcheck/altcha.ts";
import type { Config } from "../../server/config.ts";
import { openDatabase } from "../../server/db/database.ts";
import type { JobsOptions } from "../../server/jobs/workers.ts";
import type { PaymentGateway } from "../../server/payments/gateway.ts";
import { openDatabaseCopy } from "./databaseCopy.ts";
import { StatementLog } from "./statementLog.ts";
import { TEST_ADMIN, TEST_HMAC_KEY, testConfig } from "./testConfig.ts";

export type GraphQLResponse<T = Record<string, any>> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[] };

/**
 * The persisted operations of the tests: each document a test sends is added here under its
 * SHA-256, as relay-compiler does for the browser client, and only its id is sent, so the tests
 * go through the server's persisted-operation path and its rule for sessions.
 */
export class PersistedDocumentStore {
  private readonly documents = new Map<string, string>();
  get(id: string) {
    return this.documents.get(id);
  }
  /** Adds `document` and returns its id. */
  persist(document: string) {
    const id = createHash("sha256").update(document).digest("hex");
    this.documents.set(id, document);
    return id;
  }
  /** The request parameters naming `document` by id. */
  params(document: string, variables: Record<string, unknown>) {
    return { variables, extensions: { persistedQuery: { version: 1, sha256Hash: this.persist(document) } } };
  }
}

/**
 * A browser-like client: keeps the session cookie it is given, sends its own address. With
 * `httpBase` set (TestApp.httpBase()), it sends over real HTTP to `app.handle`, as a browser does,
 * with `extraHeaders` and keeping the last response for its headers.
 */
export class Client {
  cookie: string | null = null;
  token: string | null = null;
  httpBase: string | null = null;
  extraHeaders: Record<string, string> = {};
  lastResponse: Response | null = null;
  readonly ip = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
  constructor(
    private readonly app: App,
    private readonly documents: PersistedDocumentStore,
  ) {}

  /** Sends `query` as a persisted operation: its id and the variables. */
  async gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    return this.send<T>(query, { "content-type": "application/json" }, JSON.stringify(this.documents.params(query, variables)));
  }

  /** Sends the document itself, as API clients with a token do (refused without one). */
  async document<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    return this.send<T>(query, { "content-type": "application/json" }, JSON.stringify({ query, variables }));
  }

  /**
   * A GraphQL multipart request (the spec Relay's uploadables follow): `files` maps dotted variable
   * paths, e.g. "input.file", to the files sent at those places (their variables are set to null).
   */
  async upload<T = Record<string, any>>(query: string, variables: Record<string, unknown>, files: Record<string, File>): Promise<GraphQLResponse<T>> {
    const operations = structuredClone(variables);
    const map: Record<string, string[]> = {};
    const form = new FormData();
    Object.keys(files).forEach((path, index) => {
      const keys = path.split(".");
      let target = operations as Record<string, unknown>;
      for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
      target[keys.at(-1)!] = null;
      map[String(index)] = [`variables.${path}`];
    });
    form.set("operations", JSON.stringify(this.documents.params(query, operations)));
    form.set("map", JSON.stringify(map));
    Object.entries(files).forEach(([, file], index) => form.set(String(index), file, file.name));
    return this.send<T>(query, { "x-requested-with": "test" }, form);
  }

  /** Starts a subscription as a browser does: the persisted operation's id, answered with server-sent events. */
  async subscribe<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}): Promise<EventStream<T>> {
    const response = await this.post({ "content-type": "application/json", accept: "text/event-stream" }, JSON.stringify(this.documents.params(query, variables)));
    if (!response.headers.get("content-type")?.startsWith("text/event-stream") || !response.body) {
      throw new Error(`Not an event stream (HTTP ${response.status}): ${await response.text()}`);
    }
    return new EventStream<T>(response.body);
  }

  private async post(contentHeaders: Record<string, string>, requestBody: string | FormData): Promise<Response> {
    const headers: Record<string, string> = { ...contentHeaders, "x-forwarded-for": this.ip, "user-agent": "vitest api client", ...this.extraHeaders };
    if (this.cookie) headers.cookie = this.cookie;
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const init = { method: "POST", headers, body: requestBody };
    this.lastResponse = this.httpBase ? await fetch(`${this.httpBase}/graphql`, init) : await this.app.yoga.fetch("http://studiofront.test/graphql", init);
    return this.lastResponse;
  }

  private async send<T>(query: string, contentHeaders: Record<string, string>, requestBody: string | FormData): Promise<GraphQLResponse<T>> {
    const response = await this.post(contentHeaders, requestBody);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(";");
      this.cookie = pair.endsWith("=") ? null : pair;
    }
    const body = (await response.json()) as GraphQLResponse<T>;
    if (process.env.DEBUG_GQL && body.errors) console.log("GQL", query.slice(0, 60), JSON.stringify(body.errors).slice(0, 400));
    return body;
  }
}

/**
 * One subscription's server-sent events (graphql-yoga's "distinct connections" mode): `next`
 * answers the payload of the next `next` event, "complete" when the server ends the stream, or
 * "timeout" when nothing came within `timeoutMs` (keep-alive comments are skipped).
 */
export class EventStream<T = Record<string, any>> {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffered = "";
  private reading: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  async next(timeoutMs = 5000): Promise<GraphQLResponse<T> | "complete" | "timeout"> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffered.indexOf("\n\n");
      if (end >= 0) {
        const block = this.buffered.slice(0, end);
        this.buffered = this.buffered.slice(end + 2);
        const lines = block.split("\n").filter((line) => !line.startsWith(":"));
        const event = lines.find((line) => line.startsWith("event:"))?.slice(6).trim();
        const data = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trim()).join("\n");
        if (event === "complete") return "complete";
        if (event === "next" || (event === undefined && data)) return JSON.parse(data) as GraphQLResponse<T>;
        continue;
      }
      // A read left waiting by a timeout is picked up again, never started twice.
      this.reading ??= this.reader.read();
      const left = deadline - Date.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const result = await Promise.race([this.reading, new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), Math.max(0, left))))]);
      clearTimeout(timer);
      if (result === "timeout") return "timeout";
      this.reading = null;
      if (result.done) return "complete";
      this.buffered += this.decoder.decode(result.value, { stream: true });
    }
  }

  /** Ends the subscription, as a browser closing the page. */
  async close() {
    await this.reader.cancel();
  }
}

/**
 * `statements` counts the SQL statements the application sends (`t.statements.during(...)`);
 * `documents` persists what tests send by hand (`t.documents.params(query, variables)`).
 */
export type TestApp = {
  app: App;
  prisma: App["services"]["prisma"];
  statements: StatementLog;
  documents: PersistedDocumentStore;
  client(): Client;
  /** A client signed in with these credentials (e.g. TEST_ADMIN). */
  signedIn(credentials: { email: string; password: string }): Promise<Client>;
  /** A client signed in to a new customer account, with that account's e-mail address. */
  registered(name?: string): Promise<Client & { email: string }>;
  /**
   * The app over real HTTP, "http://127.0.0.1:<port>": a node:http server around `app.handle`,
   * started by the first call and closed by `close()`.
   */
  httpBase(): Promise<string>;
  close(): Promise<void>;
};

/**
 * `env` adds environment variables to the test configuration (object storage's, tests/s3Server.ts);
 * `config` overrides the test configuration; `payments` replaces the gateway it would choose;
 * `jobs` the job queue's test settings: workers poll every 0.5 s, and no scheduled job is sent
 * (one arriving mid-test would add statements and e-mails the test did not ask for).
 */
export async function startTestApp(options: { env?: Record<string, string>; config?: Partial<Config>; payments?: PaymentGateway; jobs?: Partial<JobsOptions> } = {}): Promise<TestApp> {
  const statements = new StatementLog();
  const { database, drop } = await openDatabaseCopy(inject("testWorkDir"), statements.record);
  // As in production: documents only with an API token, otherwise the ids of persisted operations.
  const documents = new PersistedDocumentStore();
  const app = await createApp({ ...testConfig(inject("testWorkDir"), options.env), ...options.config }, database, {
    payments: options.payments,
    persistedDocuments: documents,
    documentsWithoutToken: false,
    jobs: { pollingIntervalSeconds: 0.5, runSchedules: false, ...options.jobs },
  });
  // Jobs a request queued (an e-mail delivery) finish before statements are counted.
  statements.settle = () => app.services.jobs.drain();
  let http: { server: Server; base: Promise<string> } | null = null;
  const closeHttp = async () => {
    if (!http) return;
    const { server, base } = http;
    http = null;
    // A server still starting is closed once it listens; one that failed to start has nothing to close.
    if (!(await base.then(() => true, () => false))) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return {
    app,
    prisma: database.prisma,
    statements,
    documents,
    client: () => new Client(app, documents),
    signedIn: async (credentials) => {
      const client = new Client(app, documents);
      const result = await client.gql(`mutation($input: SignInInput!) { signIn(input: $input) { __typename } }`, { input: credentials });
      if (result.data?.signIn.__typename !== "ViewerPayload") throw new Error(`Could not sign in ${credentials.email}: ${JSON.stringify(result)}`);
      return client;
    },
    registered: async (name = "Carla Customer") => {
      const client = new Client(app, documents);
      const email = uniqueEmail("customer");
      const result = await client.gql(`mutation($input: RegisterInput!) { register(input: $input) { __typename } }`, {
        input: { name, email, password: "customer password", altcha: await solvedAltcha() },
      });
      if (result.data?.register.__typename !== "ViewerPayload") throw new Error(`Could not register ${email}: ${JSON.stringify(result)}`);
      return Object.assign(client, { email });
    },
    httpBase: () => {
      if (!http) {
        const server = createServer(app.handle);
        const base = new Promise<string>((resolve, reject) => {
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => {
            server.off("error", reject);
            resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
          });
        });
        http = { server, base };
      }
      return http.base;
    },
    close: async () => {
      try {
        await closeHttp();
        // Jobs a request queued (an e-mail delivery) finish first: their connection would be cut mid-query.
        await app.services.jobs.drain();
      } finally {
        await app.close();
        await drop();
      }
    },
  };
}

/**
 * A second server instance on the test app's database (on PGlite, its one session), as another
 * process behind the load balancer would be; its own job workers, its own live events. Close it
 * before the test app.
 */
export async function startAnotherInstance(t: TestApp, options: { config?: Partial<Config>; jobs?: Partial<JobsOptions> } = {}): Promise<App> {
  const shared = t.app.database;
  const database =
    shared.kind === "pglite" ? await openDatabase({ kind: "pglite", pglite: shared.pglite }) : await openDatabase({ kind: "postgresql", url: shared.url, poolSize: 4 });
  return createApp({ ...testConfig(inject("testWorkDir")), ...options.config }, database, {
    persistedDocuments: t.documents,
    documentsWithoutToken: false,
    jobs: { pollingIntervalSeconds: 0.5, runSchedules: false, ...options.jobs },
  });
}

/** A solved bot-check payload, signed with the test key, as the widget would submit it. */
export async function solvedAltcha(): Promise<string> {
  const number = Math.floor(Math.random() * 1000);
  const challenge = await issueChallenge(TEST_HMAC_KEY, { number });
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString("base64");
}

export const uniqueEmail = (prefix = "user") => `${prefix}.${randomUUID().slice(0, 8)}@example.com`;

type StartOptions = Parameters<typeof startTestApp>[0];

/**
 * How most API test files begin: their app, a client signed in as the test administrator and, with
 * `http`, the app's HTTP address (TestApp.httpBase).
 */
export async function startTestAppWithAdmin(options?: StartOptions): Promise<{ t: TestApp; admin: Client }>;
export async function startTestAppWithAdmin(options: StartOptions & { http: true }): Promise<{ t: TestApp; admin: Client; base: string }>;
export async function startTestAppWithAdmin(options: StartOptions & { http?: boolean } = {}): Promise<{ t: TestApp; admin: Client; base?: string }> {
  const { http, ...startOptions } = options;
  const t = await startTestApp(startOptions);
  const admin = await t.signedIn(TEST_ADMIN);
  return http ? { t, admin, base: await t.httpBase() } : { t, admin };
}

/** A global id as the API writes it: base64 of "Type:id". */
export const toGlobalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString("base64");

/** A ValidationError's field issues by dotted path, for asserting which fields were refused. */
export const byField = (fields: { path: string[]; message: string }[]) => Object.fromEntries(fields.map((f) => [f.path.join("."), f.message]));
