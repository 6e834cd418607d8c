// node(id:) and nodes(ids:) apply the public lists' visibility rules: a record the lists leave out
// for the public (an inactive voice or service, an unpublished page…) is null there too, for
// everyone but the studio's people (staff). Each domain names its rule next to its list (hideFromNodeLookup).
// A record the caller may not see (another person's order) is answered exactly as one that does
// not exist, so an id does not tell whether it names anything; in `nodes` each such id is null on
// its own, the others answered.
import type { GraphQLResolveInfo } from "graphql";
import type { Context } from "../context.ts";
import { isRecordNotFound } from "../db/errors.ts";
import { NotFoundError } from "../errors.ts";
import { grantedScopes, isStaff, satisfiesScopeMap } from "./scopes.ts";

type GlobalId = { typename: string; id: string };
/** The ids among `ids` the public may see. */
export type VisibleIds = (ctx: Context, ids: string[]) => Promise<{ id: string }[]>;

const rules = new Map<string, VisibleIds>();

export function hideFromNodeLookup(typename: string, visibleIds: VisibleIds) {
  rules.set(typename, visibleIds);
}

/** Whether each of `globalIds` may be answered to this request (true for types without a rule). */
export async function visibleNodes(ctx: Context, globalIds: readonly (GlobalId | null | undefined)[]): Promise<boolean[]> {
  if (isStaff(ctx.viewer)) return globalIds.map(() => true);
  const byType = new Map<string, string[]>();
  for (const globalId of globalIds) {
    if (globalId && rules.has(globalId.typename)) byType.set(globalId.typename, [...(byType.get(globalId.typename) ?? []), globalId.id]);
  }
  const visible = new Set<string>();
  await Promise.all(
    [...byType].map(async ([typename, ids]) => {
      const valid = ids.filter((id) => UUID.test(id));
      if (valid.length === 0) return;
      for (const row of await rules.get(typename)!(ctx, valid)) visible.add(`${typename}:${row.id}`);
    }),
  );
  return globalIds.map((globalId) => !globalId || !rules.has(globalId.typename) || visible.has(`${globalId.typename}:${globalId.id}`));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type TypeScopes = (record: unknown, ctx: Context) => unknown;

/** Whether the caller may see this loaded record: its type's scopes, as scope-auth would apply them to its fields. */
async function mayRead(info: GraphQLResolveInfo, typename: string, record: unknown, ctx: Context): Promise<boolean> {
  const declared = (info.schema.getType(typename)?.extensions as { pothosOptions?: { authScopes?: unknown } } | undefined)?.pothosOptions?.authScopes;
  if (declared === undefined) return true;
  const granted = grantedScopes(ctx.viewer);
  if (typeof declared !== "function") return satisfiesScopeMap(granted, declared);
  try {
    const answer = await (declared as TypeScopes)(record, ctx);
    return typeof answer === "boolean" ? answer : satisfiesScopeMap(granted, answer);
  } catch {
    // scope-auth treats a failing scope as a refusal (treatErrorsAsUnauthorized).
    return false;
  }
}

/** Loads the records `globalIds` name, as relay's own node lookup does. */
export type LoadNodes = (ctx: Context, info: GraphQLResolveInfo, globalIds: GlobalId[]) => Promise<unknown[]>;

/** relay's `node` and `nodes` resolvers with the rules applied. */
export function visibleNodeLookup(loadNodes: LoadNodes) {
  /** One node, or a NotFoundError standing for a record that does not exist or that this caller may not see. */
  async function lookUp(ctx: Context, info: GraphQLResolveInfo, globalId: GlobalId, visible: boolean): Promise<unknown> {
    if (!visible) return new NotFoundError();
    try {
      const [record] = await loadNodes(ctx, info, [globalId]);
      return record && (await mayRead(info, globalId.typename, record, ctx)) ? record : new NotFoundError();
    } catch (error) {
      if (isRecordNotFound(error)) return new NotFoundError();
      throw error;
    }
  }

  return {
    node: async (_root: unknown, args: { id: GlobalId }, ctx: Context, info: GraphQLResolveInfo) => {
      const node = await lookUp(ctx, info, args.id, (await visibleNodes(ctx, [args.id]))[0]);
      if (node instanceof Error) throw node;
      return node;
    },
    // An Error in a list is answered as that item's error and null (graphql-js), the others kept.
    nodes: async (_root: unknown, args: { ids: GlobalId[] }, ctx: Context, info: GraphQLResolveInfo) => {
      const visible = await visibleNodes(ctx, args.ids);
      return Promise.all(args.ids.map((id, index) => lookUp(ctx, info, id, visible[index])));
    },
  };
}
