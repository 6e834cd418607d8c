// Connections over Prisma models driven by the list-query language: `first`/`after` are offset
// cursors, `filter` carries filters/sorting in the spec's string form, and every connection
// exposes `totalCount`, counted beside the page (both statements at once) when it is asked for.
// Nested selections of the nodes come from Pothos' `queryFromInfo`, so a table with related fields
// stays one query per relation. What a caller may filter and sort on is what their scopes let them
// read of the node (listQuery/readableListFields.ts), declared once on the connection field.
import { queryFromInfo } from "@pothos/plugin-prisma";
import { cursorToOffset, offsetToCursor, resolveOffsetConnection } from "@pothos/plugin-relay";
import {
  GraphQLError,
  Kind,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type SelectionSetNode,
  getNamedType,
  isObjectType,
} from "graphql";
import { ListQueryError } from "../../common/listQuery/index.ts";
import type { Context } from "../context.ts";
import { builder } from "./builder.ts";
import { type ListDeclaration, type ReadableListFields, listSpecFor, readableListFields } from "./listQuery/readableListFields.ts";
import { type ListSpec, listQueryToPrisma } from "./listQuery/toPrisma.ts";
import { grantedScopes } from "./scopes.ts";

export const ListQueryRef = builder.inputType("ListQuery", {
  description:
    "Filters and sorting in the list-query language: filters `key~value` or `key~OPERATOR~value` (comma-separated), filterGroups `AND~conditions|OR~conditions`, relations `name~JOINTYPE` (LEFT_SELECT when left out), orderBy `field~ASC|DESC` (the direction is required), limit, offset. Every part is trimmed; an empty `filters` is refused.",
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

/** The extensions of a connection field that takes `filter`: what its list query may name. */
export const listQueryExtensions = (declaration: ListDeclaration) => ({ listQuery: declaration });

const listQueryArgs = builder.args((t) => ({ filter: t.field({ type: ListQueryRef, required: false }) }));

/** A list-query connection field's `filter` argument and the declaration it is read against. */
export const listQueryField = (declaration: ListDeclaration) => ({ args: listQueryArgs, extensions: listQueryExtensions(declaration) });

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

const totalCountField = {
  fields: (c: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, object>) => ({
    totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }),
  }),
};

/**
 * The connection and edge options of a list-query connection: a connection with `totalCount`
 * (resolveListConnection counts it), named `<name>Connection` and `<name>Edge`, or as Pothos
 * names them after the field when `name` is left out.
 */
export function countedConnection(name?: string) {
  return [{ ...totalCountField, ...(name ? { name: `${name}Connection` } : {}) }, name ? { name: `${name}Edge` } : {}] as const;
}

export type ListConnection = { parent: GraphQLObjectType; field: GraphQLField<unknown, unknown>; node: GraphQLObjectType; readable: ReadableListFields };

const readableByField = new WeakMap<GraphQLField<unknown, unknown>, ReadableListFields>();

/**
 * Every field of the built schema that takes a `filter: ListQuery`, with its declaration resolved
 * against its node type; throws when one declares nothing or names what it cannot read.
 */
export function listConnections(schema: GraphQLSchema): ListConnection[] {
  return Object.values(schema.getTypeMap())
    .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith("__"))
    .flatMap((parent) =>
      Object.values(parent.getFields())
        .filter((field) => field.args.some((arg) => arg.name === "filter" && getNamedType(arg.type).name === "ListQuery"))
        .map((field) => {
          const declaration = (field.extensions as { listQuery?: ListDeclaration }).listQuery;
          if (!declaration) throw new Error(`${parent.name}.${field.name} takes a list query but declares none (listQueryExtensions)`);
          const node = connectionNode(field);
          let readable = readableByField.get(field);
          if (!readable) readableByField.set(field, (readable = readableListFields(declaration, node)));
          return { parent, field, node, readable };
        }),
    );
}

function connectionNode(field: GraphQLField<unknown, unknown>): GraphQLObjectType {
  const connection = getNamedType(field.type);
  const edge = isObjectType(connection) ? getNamedType(connection.getFields().edges?.type) : undefined;
  const node = edge && isObjectType(edge) ? getNamedType(edge.getFields().node?.type) : undefined;
  if (!node || !isObjectType(node)) throw new Error(`${field.name} takes a list query but is not a connection of objects`);
  return node;
}

const specsByScopes = new WeakMap<ReadableListFields, Map<string, ListSpec>>();

/** The spec of the connection being resolved, as far as this caller may read it. */
function listSpecOf(info: GraphQLResolveInfo, ctx: Context): ListSpec {
  const readable = readableByField.get(info.parentType.getFields()[info.fieldName]);
  if (!readable) throw new Error(`${info.parentType.name}.${info.fieldName} was not prepared by listConnections`);
  const granted = grantedScopes(ctx.viewer);
  const key = JSON.stringify(granted);
  let specs = specsByScopes.get(readable);
  if (!specs) specsByScopes.set(readable, (specs = new Map()));
  let spec = specs.get(key);
  if (!spec) specs.set(key, (spec = listSpecFor(readable, granted)));
  return spec;
}

type Delegate = {
  findMany(args: object): Promise<unknown[]>;
  count(args: { where: object }): Promise<number>;
};

/** Resolves a list-query connection; `where` adds the caller's own constraints (e.g. owner). */
export async function resolveListConnection<T>(options: {
  args: ListArgs;
  ctx: Context;
  info: GraphQLResolveInfo;
  typeName: string;
  delegate: Delegate;
  where?: object;
}) {
  const { args, ctx, info } = options;
  const spec = listSpecOf(info, ctx);
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
