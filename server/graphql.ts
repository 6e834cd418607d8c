import type { ServerResponse } from "node:http";
import { createYoga, type Plugin } from "graphql-yoga";
import { readOnlyTokens } from "./accounts/readOnlyTokens.ts";
import { type HeaderReader, resolveViewer } from "./accounts/viewer.ts";
import type { Context, Services, Viewer } from "./context.ts";
import { graphqlGuards, maskError } from "./graphqlGuards.ts";
import { responseCompression, withVary } from "./http/compression.ts";
import type { PublicCache } from "./http/publicCacheStore.ts";
import { publicResponseCachePlugin } from "./http/publicResponseCachePlugin.ts";
import { corsPolicy } from "./http/cors.ts";
import { schema } from "./schema/index.ts";
import { persistedOperations, type PersistedDocuments } from "./security/persistedOperations.ts";
import { multipartUploads } from "./uploads/multipartUploads.ts";
import { readPlans, type ReadPlans } from "./schema/readPlan/readPlanPlugin.ts";
import { answerIdentity, sharedEventAnswers } from "./realtime/sharedEventAnswers.ts";
import { announcedAfterAnswer } from "./realtime/liveEvents.ts";
import { noteViewer, observedMasking, observeOperations, yogaLogger } from "./operations/graphqlObservation.ts";
import { areaLogger } from "./operations/logger.ts";

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(headers: HeaderReader, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? "unknown";
}

type ServerContext = { req?: { socket?: { remoteAddress?: string } }; res?: ServerResponse };

// Set-Cookie values produced while resolving, keyed by request, added to the response below.
const pendingCookies = new WeakMap<Request, string[]>();

const setCookies: Plugin = {
  onResponse({ request, response }) {
    for (const cookie of pendingCookies.get(request) ?? []) response.headers.append("Set-Cookie", cookie);
  },
};

// An answer's media type follows the request's Accept (JSON, GraphQL response JSON, event stream).
const varyByAccept: Plugin = {
  onResponse({ response }) {
    response.headers.set("vary", withVary(response.headers.get("vary"), "Accept"));
  },
};

/**
 * `persistedDocuments`: the ids browsers may run (server/security/persistedOperations.ts);
 * `documentsWithoutToken`: whether requests without an API token may send documents of their own;
 * `publicCache`: where signed-out visitors' catalogue answers are shared (http/publicCacheStore.ts).
 */
export type GraphQLOptions = { persistedDocuments: PersistedDocuments; documentsWithoutToken: boolean; publicCache: PublicCache };

type ContextParts = {
  viewer: Viewer | null;
  request: Request | (() => Request);
  responseCookies: string[];
  headers: HeaderReader;
  socketAddress: string | undefined;
  /** The HTTP response the answer goes to: news of the request's changes waits for it (announcedAfterAnswer). */
  response?: ServerResponse;
};

/**
 * A GraphQL request's context: the services, then who asked. A class, not an object literal: V8
 * builds a literal that spreads the services beside a getter on its slow path, about 10 µs a
 * request (1 % of an uncached catalogue answer's CPU), where a constructor takes a fraction of one.
 */
class RequestContext implements Context {
  readonly prisma: Services["prisma"];
  readonly config: Services["config"];
  readonly storage: Services["storage"];
  readonly mailer: Services["mailer"];
  readonly payments: Services["payments"];
  readonly jobs: Services["jobs"];
  readonly events: Services["events"];
  readonly publicCache: Services["publicCache"];
  readonly viewer: Viewer | null;
  readonly responseCookies: string[];
  readonly grantedOrderIds = new Set<string>();
  readonly ip: string;
  readonly userAgent: string | null;
  readonly #request: Request | (() => Request);
  #made: Request | undefined;

  constructor(services: Services, parts: ContextParts) {
    ({ prisma: this.prisma, config: this.config, storage: this.storage, mailer: this.mailer, payments: this.payments, jobs: this.jobs, publicCache: this.publicCache } = services);
    this.events = announcedAfterAnswer(services.events, parts.response);
    this.viewer = parts.viewer;
    this.responseCookies = parts.responseCookies;
    this.ip = clientIp(parts.headers, parts.socketAddress, services.config.trustProxy);
    this.userAgent = parts.headers.get("user-agent");
    this.#request = parts.request;
  }

  get request(): Request {
    const request = this.#request;
    return typeof request === "function" ? (this.#made ??= request()) : request;
  }
}

/**
 * A GraphQL request's context. `request` may be a function that makes the fetch Request only when
 * something asks for it (a request answered without yoga has none of its own).
 */
export function requestContext(services: Services, parts: ContextParts): Context {
  noteViewer(parts.viewer?.id);
  return new RequestContext(services, parts);
}

/** yoga, and the read plans its plugin answers with (which a request may also be answered by without yoga). */
export type GraphQLHandler = { yoga: ReturnType<typeof createYoga<ServerContext, Context>>; plans: ReadPlans };

export function createGraphQLHandler(services: Services, options: GraphQLOptions): GraphQLHandler {
  // The caller, looked up once per request: the persisted-operations rule asks before the context.
  const viewers = new WeakMap<Request, Promise<Viewer | null>>();
  const viewerOf = (request: Request) => {
    let viewer = viewers.get(request);
    if (!viewer) viewers.set(request, (viewer = resolveViewer(services.prisma, services.config.sessionSecret, request.headers)));
    return viewer;
  };
  const persisted = persistedOperations({
    documents: options.persistedDocuments,
    mayRunDocuments: async (request) => options.documentsWithoutToken || !!(await viewerOf(request))?.apiTokenId,
  });
  const plans = readPlans(schema);
  const yoga = createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: { title: "Studiofront API" },
    // GraphiQL from the installed package: it works offline and loads nothing from a CDN. Its page
    // (about 30 MB in memory once loaded) is loaded when someone first opens /graphql in a browser.
    renderGraphiQL: async (graphiql) => (await import("@graphql-yoga/render-graphiql")).renderGraphiQL(graphiql),
    // Body sizes are graphqlGuards.ts' limitRequestBody's (JSON) and multipartUploads.ts' (uploads),
    // which reads multipart requests in place of yoga's reader.
    maxRequestBodySize: false,
    multipart: false,
    landingPage: false,
    cors: corsPolicy(services.config),
    // Details of unexpected errors only in development (NODE_ENV=development); those errors are
    // logged and reported (operations/graphqlObservation.ts).
    maskedErrors: { isDev: services.config.development, maskError: observedMasking(maskError) },
    logging: yogaLogger(areaLogger("graphql")),
    // Compression last: it copies the response the others have finished (Set-Cookie included).
    plugins: [
      observeOperations,
      ...graphqlGuards(services.config),
      multipartUploads({ schema, documentOf: persisted.documentOf, viewerOf, services }),
      setCookies,
      varyByAccept,
      persisted.plugin,
      readOnlyTokens,
      sharedEventAnswers(answerIdentity),
      // Before the response cache, which then runs the plan on its own copy of the document and keeps its answer.
      plans.plugin,
      ...publicResponseCachePlugin(schema, options.publicCache),
      responseCompression(),
    ],
    context: async ({ request, req, res }): Promise<Context> => {
      // One list per HTTP request, however many operations it carries.
      let responseCookies = pendingCookies.get(request);
      if (!responseCookies) pendingCookies.set(request, (responseCookies = []));
      const viewer = await viewerOf(request);
      return requestContext(services, { viewer, request, responseCookies, headers: request.headers, socketAddress: req?.socket?.remoteAddress, response: res });
    },
  });
  return { yoga, plans };
}
