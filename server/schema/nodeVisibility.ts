// node(id:) and nodes(ids:) apply the public lists' visibility rules: a record the lists leave out
// for the public (an inactive voice or service, an unpublished page…) is null there too, for
// everyone but administrators. Each domain names its rule next to its list (hideFromNodeLookup).
import type { Context } from "../context.ts";

type GlobalId = { typename: string; id: string };
/** The ids among `ids` the public may see. */
export type VisibleIds = (ctx: Context, ids: string[]) => Promise<{ id: string }[]>;

const rules = new Map<string, VisibleIds>();

export function hideFromNodeLookup(typename: string, visibleIds: VisibleIds) {
  rules.set(typename, visibleIds);
}

/** Whether each of `globalIds` may be answered to this request (true for types without a rule). */
export async function visibleNodes(ctx: Context, globalIds: readonly (GlobalId | null | undefined)[]): Promise<boolean[]> {
  if (ctx.viewer?.role === "ADMIN") return globalIds.map(() => true);
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

/** relay's `node` and `nodes` resolvers with the rules applied. */
export const nodeLookup = {
  node: async (_root: unknown, args: { id: GlobalId }, ctx: Context, _info: unknown, resolveNode: (id: GlobalId) => unknown) =>
    (await visibleNodes(ctx, [args.id]))[0] ? resolveNode(args.id) : null,
  nodes: async (_root: unknown, args: { ids: GlobalId[] }, ctx: Context, _info: unknown, resolveNodes: (ids: GlobalId[]) => Promise<unknown[]>) => {
    const [visible, nodes] = await Promise.all([visibleNodes(ctx, args.ids), resolveNodes(args.ids)]);
    return nodes.map((node, index) => (visible[index] ? node : null));
  },
};
