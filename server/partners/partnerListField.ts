// The partner programme's list fields: each of its tables is listed twice, as a partner's own
// rows (`partner…`, any signed-in person) and as everyone's for the studio (`manage…`).
import type { Context } from "../context.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";

type QueryFieldBuilder = Parameters<Parameters<typeof builder.queryField>[1]>[0];
/** The node type a partner list holds: each partner type's file passes its own. */
type PartnerListNode = Parameters<QueryFieldBuilder["connection"]>[0]["type"];

type ListFieldOptions = {
  description: string;
  /** The viewer's own rows (any signed-in person), or everyone's (the bookkeeping: administrators and accountants). */
  mine: boolean;
  connectionName: string;
  spec: ListDeclaration;
  typeName: string;
  /** The Prisma delegate's name. */
  model: ListSource["model"];
  where: (ctx: Context) => object;
};

/** A list-query connection of a partner's own rows (`mine`) or of everyone's for the studio. */
export function partnerListField(field: string, node: PartnerListNode, options: ListFieldOptions) {
  const source: ListSource = { model: options.model, typeName: options.typeName, where: (_root, _args, ctx) => options.where(ctx) };
  builder.queryField(field, (t) =>
    t.connection(
      {
        type: node,
        authScopes: options.mine ? { signedIn: true } : { bookkeeping: true },
        description: options.description,
        ...listQueryField(options.spec, source),
        resolve: (root, args, ctx, info) => resolveListSource<{ id: string; userId: string }>(source, root, args, ctx, info),
      },
      ...countedConnection(options.connectionName.replace(/Connection$/, "")),
    ),
  );
}

/** The viewer's own rows: `column` holds the partner's id. */
export const own = (column: string) => (ctx: Context) => ({ [column]: ctx.viewer!.id });
export const everyone = () => ({});
