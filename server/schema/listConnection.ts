// Connections over Prisma models driven by the list-query language: `first`/`after` are offset
// cursors, `filter` carries filters/sorting in the spec's string form, and every connection
// exposes `totalCount`, counted beside the page (both statements at once) when it is asked for.
// Nested selections of the nodes come from Pothos' `queryFromInfo`, so a table with related fields
// stays one query per relation.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { cursorToOffset, offsetToCursor, resolveOffsetConnection } from "@pothos/plugin-relay";
import { GraphQLError, Kind, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";
import { ListQueryError } from "../../common/listQuery/index.ts";
import type { Context } from "../context.ts";
import { builder } from "./builder.ts";
import { type ListSpec, listQueryToPrisma } from "./listQuery/toPrisma.ts";

export const ListQueryRef = builder.inputType("ListQuery", {
  description:
    "Filters and sorting in the list-query language: filters `key~value` or `key~OPERATOR~value` (comma-separated), filterGroups `AND~conditions|OR~conditions`, relations `name~JOINTYPE`, orderBy `field~ASC|DESC`, limit, offset.",
  fields: (t) => ({
    filters: t.string({ required: false }),
    filterGroups: t.string({ required: false }),
    relations: t.string({ required: false }),
    orderBy: t.string({ required: false }),
    limit: t.int({ required: false }),
    offset: t.int({ required: false }),
  }),
});

export type ListArgs = {
  first?: number | null;
  after?: string | null;
  filter?: { filters?: string | null; filterGroups?: string | null; relations?: string | null; orderBy?: string | null; limit?: number | null; offset?: number | null } | null;
};

function cursorOffset(after: string): number {
  let offset = Number.NaN;
  try {
    offset = cursorToOffset(after);
  } catch {
    // reported below
  }
  if (!Number.isInteger(offset) || offset < 0) {
    throw new GraphQLError(`Invalid cursor "${after}"`, { extensions: { code: "BAD_USER_INPUT", argument: "after" } });
  }
  return offset + 1;
}

type Delegate = {
  findMany(args: object): Promise<unknown[]>;
  count(args: { where: object }): Promise<number>;
};

/** Resolves a list-query connection; `where` adds the caller's own constraints (e.g. owner). */
export async function resolveListConnection<T>(options: {
  spec: ListSpec;
  args: ListArgs;
  ctx: Context;
  info: GraphQLResolveInfo;
  typeName: string;
  delegate: Delegate;
  where?: object;
}) {
  const { spec, args, ctx, info } = options;
  const filter = args.filter ?? {};
  let prismaArgs: ReturnType<typeof listQueryToPrisma>;
  try {
    prismaArgs = listQueryToPrisma(spec, {
      filters: filter.filters ?? undefined,
      filterGroups: filter.filterGroups ?? undefined,
      relations: filter.relations ?? undefined,
      orderBy: filter.orderBy ?? undefined,
      limit: args.first ?? filter.limit ?? undefined,
      offset: args.after ? cursorOffset(args.after) : (filter.offset ?? undefined),
    });
  } catch (error) {
    if (error instanceof ListQueryError) {
      throw new GraphQLError(error.message, { extensions: { code: "BAD_LIST_QUERY", parameter: error.parameter } });
    }
    throw error;
  }
  const where = options.where ? { AND: [options.where, prismaArgs.where] } : prismaArgs.where;
  const query = queryFromInfo({ context: ctx, info, typeName: options.typeName, path: ["edges", "node"] });
  // Sent together, so a page costs one round trip to the database; the count only when asked for.
  const totalCount = selectsField(info, "totalCount") ? options.delegate.count({ where }) : Promise.resolve(0);
  // Starts it now (Prisma's queries run when first awaited) and keeps a failure for the await below.
  totalCount.catch(() => undefined);
  const connection = await resolveOffsetConnection(
    { args: { first: prismaArgs.take, after: prismaArgs.skip > 0 ? offsetToCursor(prismaArgs.skip - 1) : undefined } },
    async ({ offset, limit }) => (await options.delegate.findMany({ ...query, where, orderBy: prismaArgs.orderBy, skip: offset, take: limit })) as T[],
  );
  return { ...connection, totalCount: await totalCount };
}

/** Whether the field being resolved selects `name` directly (through fragments too). */
function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    !!selectionSet?.selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      return visit(info.fragments[selection.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}
