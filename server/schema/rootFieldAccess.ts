// Whether a caller may ask for an operation's root fields, judged before the request runs from the
// scopes the schema declares on them: each field's Pothos `authScopes`, evaluated by scope-auth's
// own evaluator with the caller's scopes (builder.ts). For requests refused before they are read
// any further (a multipart upload, before its files). Scopes that are a function of a field's
// arguments, or that need scopes granted by a parent, are left to scope-auth at execution.
import { RequestCache } from "@pothos/plugin-scope-auth";
import { type DocumentNode, type FieldNode, type GraphQLResolveInfo, type GraphQLSchema, Kind, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import type { Context, Viewer } from "../context.ts";
import { builder } from "./builder.ts";

/** The root fields an operation asks for, its fragments' included (introspection fields left out). */
export function rootFieldsOf(document: DocumentNode, operation: OperationDefinitionNode): FieldNode[] {
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const fields: FieldNode[] = [];
  const seen = new Set<string>();
  const collect = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.name.value.startsWith("__")) fields.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return fields;
}

type ScopeMap = { $granted?: unknown; $any?: unknown; $all?: unknown } & Record<string, unknown>;

const needsGrants = (scopes: unknown): boolean =>
  typeof scopes === "object" && scopes !== null && ("$granted" in scopes || needsGrants((scopes as ScopeMap).$any) || needsGrants((scopes as ScopeMap).$all));

/**
 * The first root field of `operation` whose declared scopes refuse `viewer`, or null. A field the
 * schema does not have is returned too: the request cannot run.
 */
export async function refusedRootField(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, viewer: Viewer | null): Promise<{ field: FieldNode; unknown: boolean } | null> {
  const rootType = schema.getRootType(operation.operation);
  // The scope functions read the caller only (scopes.ts `grantedScopes`).
  const cache = RequestCache.fromContext({ viewer } as Context, builder);
  for (const field of rootFieldsOf(document, operation)) {
    const definition = rootType?.getFields()[field.name.value];
    if (!definition) return { field, unknown: true };
    const scopes = (definition.extensions as { pothosOptions?: { authScopes?: unknown } } | null | undefined)?.pothosOptions?.authScopes;
    if (scopes === undefined || typeof scopes === "function" || needsGrants(scopes)) continue;
    // The info is read for granted scopes only, which are left out above.
    if (await cache.evaluateScopeMap(scopes as never, undefined as unknown as GraphQLResolveInfo)) return { field, unknown: false };
  }
  return null;
}
