// The Pothos builder: plugins, scopes and defaults only. Types live beside their domain.
import SchemaBuilder from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ValidationPlugin from "@pothos/plugin-validation";
import type { Context } from "../context.ts";
import { getDatamodel } from "../db/generated/pothos-types.ts";
import type PrismaTypes from "../db/generated/pothos-types.ts";
import { ValidationError } from "../errors.ts";
import { decodeGlobalId } from "./globalId.ts";
import { API_LIMITS, complexityError } from "./limits.ts";
import AuthorizeFirstPlugin from "./authorizeFirst.ts";
import LoadedColumnsPlugin from "./loadedColumns.ts";
import SyncNodeIdsPlugin from "./syncNodeIds.ts";
import { type AuthScopes, grantedScopes, refusalOf } from "./scopes.ts";

export type Scalars = {
  DateTime: { Input: Date; Output: Date };
  EmailAddress: { Input: string; Output: string };
  URL: { Input: URL; Output: URL | string };
  UUID: { Input: string; Output: string };
  NonNegativeInt: { Input: number; Output: number };
  Currency: { Input: string; Output: string };
  JSON: { Input: unknown; Output: unknown };
  /** An uploaded file (GraphQL multipart request). Input only. */
  File: { Input: File; Output: never };
};

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  Scalars: Scalars;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: true;
}>({
  // Relay before scope-auth so scope functions receive parsed global ids (Pothos docs).
  // AuthorizeFirst checks a field's scopes before its arguments are validated (authorizeFirst.ts).
  // LoadedColumns just outside Prisma's wrapper, which it skips for rows holding the column (loadedColumns.ts).
  // SyncNodeIds last: it replaces relay's own id resolver, which every other plugin wraps.
  plugins: [RelayPlugin, ScopeAuthPlugin, AuthorizeFirstPlugin, LoadedColumnsPlugin, PrismaPlugin, ErrorsPlugin, ValidationPlugin, ComplexityPlugin, SyncNodeIdsPlugin],
  defaultFieldNullability: false,
  defaultInputFieldRequiredness: true,
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: false,
    filterConnectionTotalCount: true,
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    decodeGlobalID: decodeGlobalId,
    // node(id:) and nodes(ids:) are declared in node.graphql.ts, where their resolvers can reach the builder.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
    nodeTypeOptions: { authScopes: { public: true } },
    pageInfoTypeOptions: { authScopes: { public: true } },
    defaultConnectionTypeOptions: { authScopes: { public: true } },
    defaultEdgeTypeOptions: { authScopes: { public: true } },
  },
  scopeAuth: {
    // A type's scopes also guard every field of it, so node(id:) cannot reach a hidden record.
    runScopesOnType: true,
    treatErrorsAsUnauthorized: true,
    authScopes: (ctx) => grantedScopes(ctx.viewer),
    unauthorizedError: (_parent, context) => refusalOf(context.viewer),
  },
  errors: {
    defaultTypes: [],
    unsafelyHandleInputErrors: true,
    defaultUnionOptions: { name: ({ fieldName }) => `${fieldName[0].toUpperCase()}${fieldName.slice(1)}Result` },
  },
  validation: {
    validationError: (result) => ValidationError.fromIssues(result.issues),
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    limit: { complexity: API_LIMITS.complexity, depth: API_LIMITS.depth, breadth: API_LIMITS.breadth },
    complexityError,
  },
});
