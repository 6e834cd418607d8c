// Persisted operations: the browser client runs only the documents Relay's compiler wrote into
// client/__generated__/persisted-operations.json at build time, and sends their ids (the SHA-256
// of the text) in `extensions.persistedQuery.sha256Hash`. A request with an API token
// (Authorization: Bearer) may send any document; so may everybody outside production, where
// GraphiQL runs on the developer's session. In production GraphiQL sends a token in its Headers
// pane like any other API client.
import { readFileSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defaultExtractPersistedOperationId, usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { createGraphQLError, type GraphQLParams, type Plugin } from "graphql-yoga";

/** Documents by id: relay-compiler's map, or the API tests' store. */
export type PersistedDocuments = { get(id: string): string | undefined };

export const PERSISTED_OPERATIONS_FILE = fileURLToPath(new URL("../../client/__generated__/persisted-operations.json", import.meta.url));

function readMap(path: string): Map<string, string> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`The persisted operations ${path} cannot be read (${(error as Error).message}): run "npm run relay".`, { cause: error });
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) throw new Error(`The persisted operations ${path} are not a JSON object of ids and documents: run "npm run relay".`);
  return new Map(Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

/**
 * The map relay-compiler writes, read at start. With `reloadWhenChanged` (development), an
 * unknown id reads the file again if it changed since, so `npm run relay` needs no restart.
 */
export function persistedOperationsFile(path = PERSISTED_OPERATIONS_FILE, { reloadWhenChanged = false } = {}): PersistedDocuments {
  let documents = readMap(path);
  let modified = statSync(path).mtimeMs;
  return {
    get(id) {
      const document = documents.get(id);
      if (document !== undefined || !reloadWhenChanged) return document;
      const now = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
      if (now !== undefined && now !== modified) {
        documents = readMap(path);
        modified = now;
      }
      return documents.get(id);
    },
  };
}

const ID_FIELD = "extensions.persistedQuery.sha256Hash";

/** The persisted operation's id the parameters name, or null: the plugin's own reading, which looks at the parameters alone. */
export const persistedIdOf = (params: GraphQLParams): string | null => defaultExtractPersistedOperationId(params, undefined as never, {});

export type PersistedOperations = {
  /** The yoga plugin: refuses documents from requests that `mayRunDocuments` denies and ids the map does not hold. */
  plugin: Plugin;
  /**
   * The document a request's parameters name, by the plugin's rule and with its refusals: for a
   * request read before the plugin runs (a multipart upload is judged before its files are read).
   */
  documentOf(params: GraphQLParams, request: Request): Promise<string>;
};

/**
 * Refuses documents from requests that `mayRunDocuments` denies (browser sessions, guests) and
 * ids the map does not hold. The refusals say what to send instead.
 */
export function persistedOperations(options: { documents: PersistedDocuments; mayRunDocuments(request: Request): Promise<boolean> }): PersistedOperations {
  const persistedQueryOnly = (request: Request) =>
    createGraphQLError(
      request.headers.has("authorization")
        ? `The Authorization header carries no API token, and without one only the web client's persisted operations run: send "Authorization: Bearer <token>" to send your own GraphQL documents.`
        : `Only the web client's persisted operations run without an API token: send a persisted operation's id in ${ID_FIELD}, or authenticate with an API token (Authorization: Bearer <token>) to send your own GraphQL documents.`,
      { extensions: { code: "PERSISTED_QUERY_ONLY", http: { status: 403 } } },
    );
  const notFound = () =>
    createGraphQLError(`Unknown persisted operation: this page may be out of date, reload it. API clients send the GraphQL document itself with an API token (Authorization: Bearer <token>).`, {
      extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 400 } },
    });
  const keyNotFound = () =>
    createGraphQLError(`Send a persisted operation's id in ${ID_FIELD}, or a GraphQL document in "query" with an API token (Authorization: Bearer <token>).`, {
      extensions: { code: "BAD_REQUEST", http: { status: 400 } },
    });
  const plugin = usePersistedOperations({
    getPersistedOperation: (id) => options.documents.get(id) ?? null,
    allowArbitraryOperations: (request) => options.mayRunDocuments(request),
    customErrors: { persistedQueryOnly: ({ request }) => persistedQueryOnly(request), notFound, keyNotFound },
  }) as Plugin;
  return {
    plugin,
    async documentOf(params, request) {
      if (params.query) {
        if (!(await options.mayRunDocuments(request))) throw persistedQueryOnly(request);
        return params.query;
      }
      const id = persistedIdOf(params);
      if (id === null) throw keyNotFound();
      const document = options.documents.get(id);
      if (document === undefined) throw notFound();
      return document;
    },
  };
}
