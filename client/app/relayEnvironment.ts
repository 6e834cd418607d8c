// The one Relay environment of the app. Requests are POSTed as JSON to /graphql on the same origin
// (the session cookie travels with them) and drive the request progress bar. They name their
// operation by the id relay-compiler persisted it under (client/__generated__/
// persisted-operations.json, which the server loads): the server runs no other document from a
// browser session. Subscriptions are POSTed the same way and answered with server-sent events.
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from "relay-runtime";
import type { RecordMap } from "relay-runtime/lib/store/RelayStoreTypes";
import { SERVER_RECORDS_ELEMENT_ID } from "../../common/pageBootstrap.ts";
import { RESUMED_SUBSCRIPTION_HEADER } from "../../common/subscriptionResume.ts";
import { multipartBody, type OperationParams, type Uploadables } from "./multipartBody.ts";
import { requestProgress } from "./requestProgress.ts";
import { readServerSentEvents } from "./serverSentEvents.ts";

type GraphQLErrorJson = { message: string; extensions?: { code?: string; http?: { status?: number } } };

/** A request that produced no usable data: `status` is the HTTP status (500 when unknown). */
export class GraphQLRequestError extends Error {
  readonly status: number;
  readonly errors: GraphQLErrorJson[];
  constructor(message: string, status: number, errors: GraphQLErrorJson[] = []) {
    super(message);
    this.name = "GraphQLRequestError";
    this.status = status;
    this.errors = errors;
  }
}

const NETWORK_MESSAGE = "The server could not be reached. Check your connection and try again.";

function statusOf(response: Response, errors: GraphQLErrorJson[]): number {
  const declared = errors.map((error) => error.extensions?.http?.status).find((status) => typeof status === "number");
  if (declared) return declared;
  if (errors.some((error) => error.extensions?.code === "UNAUTHENTICATED")) return 401;
  if (errors.some((error) => error.extensions?.code === "FORBIDDEN")) return 403;
  return response.ok ? 500 : response.status;
}

const ACCEPT = "application/graphql-response+json, application/json";

/** The operation by its persisted id, in the form graphql-yoga's persisted-operations plugin reads. */
export function operationParams(request: RequestParameters, variables: Record<string, unknown>): OperationParams {
  if (!request.id) throw new Error(`${request.name} has no persisted id: run "npm run relay".`);
  return { variables, operationName: request.name, extensions: { persistedQuery: { version: 1, sha256Hash: request.id } } };
}

function requestInit(params: OperationParams, uploadables?: Uploadables | null): RequestInit {
  if (uploadables && Object.keys(uploadables).length > 0) {
    // Multipart is a "simple" content type: the extra header makes it preflighted cross-site,
    // which is what the server's CSRF check asks for.
    return {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: ACCEPT, "X-Requested-With": "studiofront" },
      body: multipartBody(params, uploadables),
    };
  }
  return {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: ACCEPT },
    body: JSON.stringify(params),
  };
}

const fetchGraphQL: FetchFunction = async (request, variables, _cacheConfig, uploadables) => {
  const task = requestProgress.begin();
  try {
    const init = requestInit(operationParams(request, variables), uploadables as Uploadables | null | undefined);
    let response: Response;
    try {
      response = await fetch("/graphql", init);
    } catch {
      throw new GraphQLRequestError(NETWORK_MESSAGE, 503);
    }
    const json = (await response.json().catch(() => null)) as (GraphQLResponse & { errors?: GraphQLErrorJson[] }) | null;
    if (!json || typeof json !== "object") {
      throw new GraphQLRequestError(`The server answered with an unexpected response (HTTP ${response.status}).`, response.ok ? 502 : response.status);
    }
    const errors = (json.errors ?? []) as GraphQLErrorJson[];
    if (!("data" in json) || json.data == null) {
      throw new GraphQLRequestError(errors[0]?.message ?? `The request failed (HTTP ${response.status}).`, statusOf(response, errors), errors);
    }
    task.finish(errors.length === 0);
    return json;
  } catch (error) {
    task.finish(false);
    throw error;
  }
};

/** Longest wait before reconnecting a subscription whose connection was lost. */
const MAX_RECONNECT_DELAY_MS = 30_000;

/**
 * A subscription: one POST answered with an event stream of results (graphql-yoga's server-sent
 * events). A result without data (the server refused the subscription) ends it with a
 * GraphQLRequestError. A connection that drops without the server ending the stream (a restart,
 * a deploy, the network) is opened again after 1, 2, 4… seconds (at most 30), saying so: the
 * server sends the current state first (what changed meanwhile), then what changes from then on.
 * Unsubscribing closes the connection.
 */
export const subscribeGraphQL = (request: RequestParameters, variables: Variables): Observable<GraphQLResponse> =>
  Observable.create<GraphQLResponse>((sink) => {
    const aborter = new AbortController();
    let reconnect: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;

    const retryLater = () => {
      if (aborter.signal.aborted) return;
      reconnect = setTimeout(() => void connect(true), Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** failures));
      failures += 1;
    };

    async function connect(resumed: boolean) {
      let response: Response;
      try {
        response = await fetch("/graphql", {
          method: "POST",
          credentials: "same-origin",
          // Opened again: the server first sends what may have changed while the connection was lost.
          headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...(resumed ? { [RESUMED_SUBSCRIPTION_HEADER]: "1" } : {}) },
          body: JSON.stringify(operationParams(request, variables)),
          signal: aborter.signal,
        });
      } catch {
        return retryLater();
      }
      if (!response.headers.get("content-type")?.startsWith("text/event-stream") || !response.body) {
        // Refused before it started (an unknown persisted id, a body too large): the answer is JSON.
        const json = (await response.json().catch(() => null)) as { errors?: GraphQLErrorJson[] } | null;
        const errors = json?.errors ?? [];
        if (response.status >= 500 && errors.length === 0) return retryLater();
        return sink.error(new GraphQLRequestError(errors[0]?.message ?? `The subscription was refused (HTTP ${response.status}).`, statusOf(response, errors), errors));
      }
      try {
        for await (const event of readServerSentEvents(response.body)) {
          if (event.event === "complete") return sink.complete();
          if (event.event !== "next") continue;
          const result = JSON.parse(event.data) as GraphQLResponse & { errors?: GraphQLErrorJson[] };
          if (!("data" in result) || result.data == null) {
            const errors = result.errors ?? [];
            return sink.error(new GraphQLRequestError(errors[0]?.message ?? "The subscription was refused.", statusOf(response, errors), errors));
          }
          failures = 0;
          sink.next(result);
        }
      } catch {
        // The connection dropped (or the page unsubscribed: retryLater knows).
      }
      retryLater();
    }

    void connect(false);
    return () => {
      clearTimeout(reconnect);
      aborter.abort();
    };
  });

/**
 * The records a server-rendered page was rendered from (client/entry-server.tsx), so the first
 * screen hydrates from the same data without asking for it again.
 */
function serverRenderedRecords(): RecordMap {
  const element = typeof document === "undefined" ? null : document.getElementById(SERVER_RECORDS_ELEMENT_ID);
  if (!element?.textContent) return {};
  element.remove();
  return JSON.parse(element.textContent) as RecordMap;
}

/** The browser's environment. */
export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribeGraphQL),
  store: new Store(new RecordSource(serverRenderedRecords()), { gcReleaseBufferSize: 20 }),
});

// While the server renders a page, loaders run for that request, with its own environment.
let environmentOfRequest: () => Environment | undefined = () => undefined;

/** Server rendering only: where loaders find the environment of the request being rendered. */
export function setRequestEnvironmentSource(source: () => Environment | undefined) {
  environmentOfRequest = source;
}

/** The environment loaders start their queries in: the browser's, or the rendered request's. */
export function currentEnvironment(): Environment {
  return environmentOfRequest() ?? environment;
}
