// The one Relay environment of the app. Requests are POSTed as JSON to /graphql on the same origin
// (the session cookie travels with them) and drive the request progress bar. They name their
// operation by the id relay-compiler persisted it under (client/__generated__/
// persisted-operations.json, which the server loads): the server runs no other document from a
// browser session.
import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse, type RequestParameters } from "relay-runtime";
import { multipartBody, type OperationParams, type Uploadables } from "./multipartBody.ts";
import { requestProgress } from "./requestProgress.ts";

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

export const environment = new Environment({
  network: Network.create(fetchGraphQL),
  store: new Store(new RecordSource(), { gcReleaseBufferSize: 20 }),
});
