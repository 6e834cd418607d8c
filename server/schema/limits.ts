// What one GraphQL request may cost, in one place: the server enforces these numbers and the
// client-operations test (tests/api/limits.test.ts) checks every screen's operations against them.
//  - cost, depth and breadth: Pothos' complexity plugin (builder.ts), with the field costs below;
//  - aliases, tokens and directives: graphql-armor (server/graphqlGuards.ts);
//  - body size: server/graphqlGuards.ts (JSON) and server/uploads/multipartUploads.ts (multipart
//    uploads: each file at most its field's limit, the body at most their sum and 1 MB; before the
//    operation is known, the largest field's limit and 1 MB).
import type { ComplexityErrorKind, ComplexityResult } from "@pothos/plugin-complexity";
import { GraphQLError, type GraphQLOutputType, type GraphQLSchema, getNamedType, isObjectType } from "graphql";
import { DEFAULT_LIMIT } from "../../common/listQuery/index.ts";
import { MB } from "../../common/bytes.ts";

export const API_LIMITS = {
  /** A JSON (or GET) GraphQL request. */
  jsonBodyBytes: MB,
  /** Files in one multipart request. */
  uploads: 10,
  aliases: 15,
  depth: 12,
  /** Fields in the whole request (the studio's order page asks for about 190). */
  breadth: 300,
  tokens: 2000,
  directives: 50,
  complexity: 8000,
} as const;

/** A connection runs a page query and a count (resolveListConnection). */
export const CONNECTION_COST = 20;
export const TOTAL_COUNT_COST = 10;
const LIST_MULTIPLIER = 10;

function isConnection(type: GraphQLOutputType): boolean {
  const named = getNamedType(type);
  if (!isObjectType(named)) return false;
  const fields = named.getFields();
  return "edges" in fields && "pageInfo" in fields && "totalCount" in fields;
}

/**
 * Gives the complexity plugin the cost of what hits the database: every connection field costs
 * CONNECTION_COST and multiplies its selection by its page size / 10 (its edges already count 10
 * items), every `totalCount` TOTAL_COUNT_COST. Other fields keep the builder's defaults (1; a list
 * 1 + 10 × its items). Set on the built schema, so no domain file has to remember it, and only on
 * connections as a function of arguments: the plugin maps a field's arguments (decoding ids,
 * validating input) before it calls such a function, which must not happen to mutations.
 */
export function applyFieldCosts(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      const extensions = field.extensions as Record<string, unknown>;
      if (field.name === "totalCount" && isConnection(type)) extensions.complexity = TOTAL_COUNT_COST;
      else if (isConnection(field.type)) extensions.complexity = connectionCost;
    }
  }
}

function connectionCost(args: Record<string, unknown>) {
  const filter = args.filter as { limit?: unknown } | null | undefined;
  const requested = [args.first, args.last, filter?.limit].find((value) => typeof value === "number" && value > 0) as number | undefined;
  return { field: CONNECTION_COST, multiplier: Math.max(1, Math.ceil((requested ?? DEFAULT_LIMIT) / LIST_MULTIPLIER)) };
}

const LIMIT_WORDS = { Complexity: "costly", Depth: "deep", Breadth: "broad" } as const;

/** The complexity plugin's refusal, with a code clients can tell apart. */
export function complexityError(kind: ComplexityErrorKind, result: ComplexityResult & { maxComplexity?: number; maxDepth?: number; maxBreadth?: number }) {
  const key = kind === "Complexity" ? "complexity" : kind === "Depth" ? "depth" : "breadth";
  const max = kind === "Complexity" ? result.maxComplexity : kind === "Depth" ? result.maxDepth : result.maxBreadth;
  return new GraphQLError(`The query is too ${LIMIT_WORDS[kind]}: its ${key} is ${result[key]}, at most ${max} is allowed.`, {
    extensions: { code: "QUERY_TOO_COMPLEX", [key]: result[key], limit: max },
  });
}
