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
import { type ListSpec, type PrismaOrderBy, listQueryToPrisma } from "./listQuery/toPrisma.ts";
import type { Prisma } from "../db/generated/client.ts";
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

/**
 * Where a list-query connection reads its rows: the Prisma model (its delegate's name), the node
 * type, and the constraints of its own (an owner, archived rows left out). Declared, not only
 * captured in a resolver, so a compiled read plan (readPlan/) reads the same rows.
 */
export type ListSource<Parent = unknown> = {
  /** The Prisma delegate's name (`ctx.prisma[model]`). */
  model: Uncapitalize<Prisma.ModelName>;
  /** The node's GraphQL type. */
  typeName: string;
  where?: (parent: Parent, args: ListArgs, ctx: Context) => object;
};

/** The extensions of a connection field that takes `filter`: what its list query may name, and where its rows come from. */
export const listQueryExtensions = (declaration: ListDeclaration, source?: ListSource<never>) => ({ listQuery: declaration, ...(source ? { listSource: source } : {}) });

/** The source a list-query connection field declared, if any. */
export const listSourceOf = (field: GraphQLField<unknown, unknown>): ListSource | undefined => (field.extensions as { listSource?: ListSource }).listSource;

const listQueryArgs = builder.args((t) => ({ filter: t.field({ type: ListQueryRef, required: false }) }));

/** A list-query connection field's `filter` argument and the declaration it is read against. */
export const listQueryField = (declaration: ListDeclaration, source?: ListSource<never>) => ({ args: listQueryArgs, extensions: listQueryExtensions(declaration, source) });

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

/** The node type of a connection field. */
export function connectionNode(field: GraphQLField<unknown, unknown>): GraphQLObjectType {
  const connection = getNamedType(field.type);
  const edge = isObjectType(connection) ? getNamedType(connection.getFields().edges?.type) : undefined;
  const node = edge && isObjectType(edge) ? getNamedType(edge.getFields().node?.type) : undefined;
  if (!node || !isObjectType(node)) throw new Error(`${field.name} takes a list query but is not a connection of objects`);
  return node;
}

const specsByScopes = new WeakMap<ReadableListFields, Map<string, ListSpec>>();

/** The spec of a list-query connection field, as far as this caller may read it. */
function listSpecOf(field: GraphQLField<unknown, unknown>, ctx: Context): ListSpec {
  const readable = readableByField.get(field);
  if (!readable) throw new Error(`${field.name} was not prepared by listConnections`);
  const granted = grantedScopes(ctx.viewer);
  const key = JSON.stringify(granted);
  let specs = specsByScopes.get(readable);
  if (!specs) specsByScopes.set(readable, (specs = new Map()));
  let spec = specs.get(key);
  if (!spec) specs.set(key, (spec = listSpecFor(readable, granted)));
  return spec;
}

/** A Prisma model's delegate, as far as lists read it (`ctx.prisma[model]`). */
export type Delegate = {
  findMany(args: object): Promise<unknown[]>;
  count(args: { where: object }): Promise<number>;
};

/** The rows a list-query connection's page holds: its filter (with the field's own `where`), order and window. */
export type ListPage = { where: object; orderBy: PrismaOrderBy[]; first: number; after: string | undefined };

/**
 * The page a list-query connection field's arguments ask for, as far as this caller may filter
 * and sort; a list query it may not run is a BAD_LIST_QUERY error naming the parameter.
 */
export function listPageOf(field: GraphQLField<unknown, unknown>, args: ListArgs, ctx: Context, ownWhere: object | undefined): ListPage {
  const spec = listSpecOf(field, ctx);
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
  return {
    where: ownWhere ? { AND: [ownWhere, prismaArgs.where] } : prismaArgs.where,
    orderBy: prismaArgs.orderBy,
    first: prismaArgs.take,
    after: prismaArgs.skip > 0 ? offsetToCursor(prismaArgs.skip - 1) : undefined,
  };
}

/** Resolves a list-query connection; `where` adds the caller's own constraints (e.g. owner). */
async function resolveListConnection<T>(options: {
  args: ListArgs;
  ctx: Context;
  info: GraphQLResolveInfo;
  typeName: string;
  delegate: Delegate;
  where?: object;
}) {
  const { args, ctx, info } = options;
  const page = listPageOf(info.parentType.getFields()[info.fieldName], args, ctx, options.where);
  const query = queryFromInfo({ context: ctx, info, typeName: options.typeName, path: ["edges", "node"] });
  // Sent together, so a page costs one round trip to the database; the count only when asked for.
  const totalCount = selectsField(info, "totalCount") ? options.delegate.count({ where: page.where }) : Promise.resolve(0);
  // Starts it now (Prisma's queries run when first awaited) and keeps a failure for the await below.
  totalCount.catch(() => undefined);
  const connection = await resolveOffsetConnection(
    { args: { first: page.first, after: page.after } },
    async ({ offset, limit }) => (await options.delegate.findMany({ ...query, where: page.where, orderBy: page.orderBy, skip: offset, take: limit })) as T[],
  );
  return { ...connection, totalCount: await totalCount };
}

/** Resolves a list-query connection from its declared source. */
export function resolveListSource<T>(source: ListSource<never>, parent: unknown, args: ListArgs, ctx: Context, info: GraphQLResolveInfo) {
  const delegate = (ctx.prisma as unknown as Record<string, Delegate>)[source.model];
  return resolveListConnection<T>({ args, ctx, info, typeName: source.typeName, delegate, where: source.where?.(parent as never, args, ctx) });
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
