// Connections over Prisma models driven by the list-query language: `first`/`after` are offset
// cursors, `filter` carries filters/sorting in the spec's string form, and every connection
// exposes `totalCount` (counted only when the page does not reach the end of the list). Nested
// selections of the nodes come from Pothos' `queryFromInfo`, so a table with related fields stays
// one query per relation.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { cursorToOffset, offsetToCursor, resolveOffsetConnection } from "@pothos/plugin-relay";
import { GraphQLError, type GraphQLResolveInfo } from "graphql";
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
  // The page first (one row more than asked, which says whether there is a next page): when it is
  // the last page, it tells the total without a COUNT statement.
  let fetched: { rows: number; limit: number } = { rows: 0, limit: 0 };
  const connection = await resolveOffsetConnection(
    { args: { first: prismaArgs.take, after: prismaArgs.skip > 0 ? offsetToCursor(prismaArgs.skip - 1) : undefined } },
    async ({ offset, limit }) => {
      const rows = (await options.delegate.findMany({ ...query, where, orderBy: prismaArgs.orderBy, skip: offset, take: limit })) as T[];
      fetched = { rows: rows.length, limit };
      return rows;
    },
  );
  const lastPage = fetched.rows < fetched.limit && (fetched.rows > 0 || prismaArgs.skip === 0);
  const totalCount = lastPage ? prismaArgs.skip + fetched.rows : await options.delegate.count({ where });
  return { ...connection, totalCount };
}
