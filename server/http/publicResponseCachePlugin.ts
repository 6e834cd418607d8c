// Answers to signed-out visitors' catalogue queries come from the public cache (publicCacheStore.ts),
// so the public pages' data costs no SQL after the first visitor. Only an operation made of the
// public catalogue's root fields is kept (any other root field costs it its place); requests with
// a session cookie or an API token always run. An administrator's mutation empties the cache.
import { hashSHA256, useResponseCache } from "@graphql-yoga/plugin-response-cache";
import { getOperationAST, Kind, parse, type GraphQLObjectType, type GraphQLSchema } from "graphql";
import type { Plugin, YogaInitialContext } from "graphql-yoga";
import type { Context } from "../context.ts";
import { isSignedOut, type PublicCache } from "./publicCacheStore.ts";
import { isStaff } from "../schema/scopes.ts";

/** Documents whose publicness is remembered, at most. */
const MAX_OPERATIONS = 1000;

/** Root fields whose answers are the same for every signed-out visitor. */
const PUBLIC_ROOT_FIELDS = [
  "bundles",
  "contentEntries",
  "featuredVoices",
  "page",
  "service",
  "services",
  "settings",
  "soundtrackTracks",
  "taxCountries",
  "viewer",
  "voice",
  "voiceFacets",
  "voices",
];

/** Whether an operation asks only for public root fields, by its document (remembered). */
class PublicOperations {
  private readonly known = new Map<string, boolean>();

  isPublic(query: string, operationName: string | null | undefined): boolean {
    const key = `${operationName ?? ""}\n${query}`;
    let known = this.known.get(key);
    if (known === undefined) {
      known = this.read(query, operationName);
      if (this.known.size >= MAX_OPERATIONS) this.known.clear();
      this.known.set(key, known);
    }
    return known;
  }

  private read(query: string, operationName: string | null | undefined): boolean {
    try {
      const operation = getOperationAST(parse(query), operationName);
      return (
        operation?.operation === "query" &&
        operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && (selection.name.value === "__typename" || PUBLIC_ROOT_FIELDS.includes(selection.name.value)))
      );
    } catch {
      return false;
    }
  }
}

export function publicResponseCachePlugin(schema: GraphQLSchema, cache: PublicCache): Plugin<Context>[] {
  if (!cache.enabled) return [];
  const publicOperations = new PublicOperations();
  const rootFields = (type: GraphQLObjectType | null | undefined) => Object.keys(type?.getFields() ?? {});
  // The shortest time of an operation's fields is its own: one field at 0 keeps it from the cache.
  const ttlPerSchemaCoordinate = Object.fromEntries([
    ...rootFields(schema.getQueryType()).map((field) => [`Query.${field}`, PUBLIC_ROOT_FIELDS.includes(field) ? cache.ttlSeconds * 1000 : 0]),
    ...rootFields(schema.getMutationType()).map((field) => [`Mutation.${field}`, 0]),
  ]);
  const emptyAfterAdministratorsChange: Plugin<Context> = {
    onExecute({ args }) {
      if (!isStaff(args.contextValue.viewer)) return;
      if (getOperationAST(args.document, args.operationName)?.operation !== "mutation") return;
      return { onExecuteDone: () => cache.clear() };
    },
  };
  const enabled = (request: Request, context: Partial<Pick<YogaInitialContext, "params">>) =>
    isSignedOut({ authorization: request.headers.get("authorization"), cookie: request.headers.get("cookie") }) &&
    (!context.params?.query || publicOperations.isPublic(context.params.query, context.params.operationName));
  return [
    useResponseCache<Context & Partial<Pick<YogaInitialContext, "params">>>({
      cache: cache.forGraphQL(),
      session: () => null,
      // Asked first before the operation is read (a kept answer is found by its document, so only a
      // public one can be), then before it runs: only public operations are marked up for the cache
      // (its extra fields would count against the others' cost limit).
      enabled,
      // The plugin builds every request's key before it asks `enabled`: a SHA-256 per signed-in
      // request that no cache lookup uses.
      buildResponseCacheKey: ({ documentString, operationName, variableValues, sessionId, request, context }) =>
        enabled(request, context as Partial<Pick<YogaInitialContext, "params">>) ? hashSHA256([documentString, operationName ?? "", JSON.stringify(variableValues ?? {}), sessionId ?? ""].join("|")) : "",
      ttl: 0,
      ttlPerSchemaCoordinate,
      invalidateViaMutation: false,
    }) as Plugin<Context>,
    emptyAfterAdministratorsChange,
  ];
}
