// Whether a multipart request may send its files, decided from its \`operations\` and \`map\` before
// any file is read: its operation must be one the caller may send (persistedOperations.ts), a
// read-only token may not send a mutation, every root field it asks for must be open to the caller
// by the schema's scopes (rootFieldAccess.ts) and by its upload gate if it has one (uploadGates.ts:
// a guest's order key), and \`map\` must put each file where the operation takes a File
// (uploadLimits.ts). An admitted request's files may each hold their field's limit, its body the
// sum of them and 1 MB.
import { getOperationAST, type GraphQLSchema, parse } from "graphql";
import { createGraphQLError, type GraphQLParams } from "graphql-yoga";
import { readOnlyRefusal } from "../accounts/readOnlyTokens.ts";
import type { Viewer } from "../context.ts";
import { checkEnvelope } from "../http/graphqlEnvelope.ts";
import { badRequest } from "../http/requestErrors.ts";
import { refusalOf } from "../schema/scopes.ts";
import { API_LIMITS } from "../schema/limits.ts";
import { refusedRootField, rootFieldsOf } from "../schema/rootFieldAccess.ts";
import type { FileLimits } from "./multipartReader.ts";
import { passUploadGate, type UploadCaller } from "./uploadGates.ts";
import { type FilePlaces, fileLimitsOf } from "./uploadLimits.ts";

export type UploadJudge = {
  schema: GraphQLSchema;
  /** The document the request's parameters name (persisted id or text), or the refusal. */
  documentOf(params: GraphQLParams, request: Request): Promise<string>;
  viewerOf(request: Request): Promise<Viewer | null>;
  /** What upload gates read (the order a guest's key opens). */
  services: Omit<UploadCaller, "viewer">;
};

function placesOf(map: unknown): FilePlaces {
  if (typeof map !== "object" || map === null || Array.isArray(map)) throw badRequest(`"map" must be a JSON object of file part names and the variable paths each file goes to.`);
  const entries = Object.entries(map);
  if (entries.length > API_LIMITS.uploads) throw badRequest(`"map" names ${entries.length} files; a request carries at most ${API_LIMITS.uploads}.`);
  for (const [name, paths] of entries) {
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((path) => typeof path === "string")) {
      throw badRequest(`"map" must list the variable paths of the file "${name}" as an array of strings, such as ["variables.input.file"].`);
    }
  }
  return new Map(entries as [string, string[]][]);
}

/** The limits of an admitted request, or its refusal; `places` is its validated `map`. */
export async function admitUpload(judge: UploadJudge, request: Request, operations: unknown, map: unknown): Promise<FileLimits & { places: FilePlaces }> {
  const params = checkEnvelope(operations);
  const places = placesOf(map);
  const document = await judge.documentOf(params, request);
  const viewer = await judge.viewerOf(request);
  let parsed;
  try {
    parsed = parse(document, { maxTokens: API_LIMITS.tokens });
  } catch (error) {
    throw createGraphQLError((error as Error).message, { extensions: { code: "GRAPHQL_PARSE_FAILED", http: { status: 400 } } });
  }
  const operation = getOperationAST(parsed, params.operationName);
  if (!operation) throw badRequest(params.operationName ? `The document has no operation named "${params.operationName}".` : `The document has several operations: name one in "operationName".`);
  if (viewer?.readOnly && operation.operation !== "query") throw readOnlyRefusal();
  const refused = await refusedRootField(judge.schema, parsed, operation, viewer);
  if (refused?.unknown) throw createGraphQLError(`The ${operation.operation} has no field "${refused.field.name.value}".`, { nodes: [refused.field], extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } } });
  if (refused) {
    throw createGraphQLError(refusalOf(viewer), { nodes: [refused.field], path: [(refused.field.alias ?? refused.field.name).value], extensions: { code: "FORBIDDEN", http: { status: 403 } } });
  }
  const rootType = judge.schema.getRootType(operation.operation)!;
  for (const field of rootFieldsOf(parsed, operation)) {
    await passUploadGate(rootType.getFields()[field.name.value], field, params.variables ?? {}, { ...judge.services, viewer });
  }
  const perFile = fileLimitsOf(judge.schema, parsed, operation, places);
  const files = [...perFile.values()].reduce((sum, bytes) => sum + bytes, 0);
  return { perFile, body: files + API_LIMITS.jsonBodyBytes, places };
}
