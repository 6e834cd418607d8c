// A root field answering every row of a model that passes the field's own `where`, in its own
// order (the public catalogue's services). Declared, not only captured in a resolver, so that a
// compiled read plan (readPlan/) reads the same rows as the resolver.
import type { GraphQLField } from "graphql";
import type { Context } from "../context.ts";
import type { Prisma } from "../db/generated/client.ts";
import type { Delegate } from "./listConnection.ts";

export type RowsSource = {
  /** The Prisma delegate's name (`ctx.prisma[model]`). */
  model: Uncapitalize<Prisma.ModelName>;
  where: (ctx: Context) => Record<string, unknown>;
  orderBy: readonly Partial<Record<string, "asc" | "desc">>[];
};

/** The extensions and resolver of a field answering `source`'s rows (the selection Pothos asks for in `query`). */
export function rowsField<Row>(source: RowsSource) {
  return {
    extensions: { rowsSource: source },
    resolve: (query: object, _root: unknown, _args: unknown, ctx: Context) =>
      (ctx.prisma as unknown as Record<string, Delegate>)[source.model].findMany({ ...query, where: source.where(ctx), orderBy: source.orderBy }) as Promise<Row[]>,
  };
}

/** The rows a field declared with rowsField answers, if it is one. */
export const rowsSourceOf = (field: GraphQLField<unknown, unknown>): RowsSource | undefined => (field.extensions as { rowsSource?: RowsSource }).rowsSource;
