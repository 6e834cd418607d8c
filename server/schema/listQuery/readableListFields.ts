// What a caller may filter, sort and join on is what they may read: each connection names, for
// every list-query field, the node's GraphQL field it stands for ("customer.email"), and from that
// field alone come both its Prisma column (the exposed column, through the relations on the way)
// and who may use it (the scopes declared on every field and type on the way). A field that is
// computed or masked (`maskedEmail`) exposes no column, so it cannot be named; a field only
// administrators may read is refused to everyone else exactly as an unknown field is.
import { type GraphQLField, type GraphQLObjectType, getNamedType, isObjectType } from "graphql";
import { type AuthScopes, satisfiesScopeMap } from "../scopes.ts";
import type { ListFieldSpec, ListSpec } from "./toPrisma.ts";

/** A list-query field as a connection declares it. */
export type ListFieldDeclaration = Omit<ListFieldSpec, "path"> & {
  /** The node's field it filters and sorts on, dotted through to-one relations as a query selects it; defaults to the key. */
  field?: string;
};

/** What one connection lets clients filter, sort and join on, in the node's GraphQL fields. */
export type ListDeclaration = Omit<ListSpec, "fields" | "relations"> & {
  fields: Record<string, ListFieldDeclaration>;
  /** Relations a caller may join, each the node's to-one relation field (dotted); defaults to the key. */
  relations?: Record<string, { field?: string }>;
};

/** A declared name with the Prisma path it reads and the scope maps a caller must satisfy, every one. */
type Readable = { path: string; scopes: readonly unknown[] };

export type ReadableListFields = {
  declaration: ListDeclaration;
  fields: Record<string, Readable>;
  relations: Record<string, Readable>;
};

/**
 * A type whose scopes are a function of the record (an owner's order, a person's account) cannot
 * be decided for a whole list: reached through a relation, only the studio's people, who see every
 * record their lists reach (the list field's own scope decides which lists those are), may filter on it.
 */
const ROW_SCOPED = { staff: true } as const;

type PothosExtensions = {
  pothosOptions?: { authScopes?: unknown };
  pothosExposedField?: string;
  pothosPrismaRelationField?: { name: string; isList: boolean };
};
const extensionsOf = (thing: { extensions?: unknown }) => (thing.extensions ?? {}) as PothosExtensions;

/** Resolves a connection's declaration against its node type; throws naming what does not resolve. */
export function readableListFields(declaration: ListDeclaration, node: GraphQLObjectType): ReadableListFields {
  const resolve = (name: string, field: string | undefined, ends: "column" | "relation") => {
    try {
      return readablePath(node, (field ?? name).split("."), ends);
    } catch (error) {
      throw new Error(`List-query ${ends === "column" ? "field" : "relation"} "${name}" of ${node.name}: ${(error as Error).message}`);
    }
  };
  return {
    declaration,
    fields: Object.fromEntries(Object.entries(declaration.fields).map(([name, { field }]) => [name, resolve(name, field, "column")])),
    relations: Object.fromEntries(Object.entries(declaration.relations ?? {}).map(([name, { field }]) => [name, resolve(name, field, "relation")])),
  };
}

function readablePath(node: GraphQLObjectType, segments: string[], ends: "column" | "relation"): Readable {
  const path: string[] = [];
  // A node type whose scopes depend on the record leaves its rows to the connection's own condition.
  const nodeScopes = extensionsOf(node).pothosOptions?.authScopes;
  const scopes: unknown[] = typeof nodeScopes === "function" ? [] : [nodeScopes];
  let type = node;
  segments.forEach((segment, index) => {
    const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[segment];
    if (!field) throw new Error(`${type.name}.${segment} does not exist`);
    const extensions = extensionsOf(field);
    const fieldScopes = extensions.pothosOptions?.authScopes;
    if (typeof fieldScopes === "function") throw new Error(`${type.name}.${segment}'s scopes depend on the record`);
    if (fieldScopes !== undefined) scopes.push(fieldScopes);
    const last = index === segments.length - 1;
    if (last && ends === "column") {
      if (!extensions.pothosExposedField) throw new Error(`${type.name}.${segment} is not an exposed column`);
      path.push(extensions.pothosExposedField);
      return;
    }
    const relation = extensions.pothosPrismaRelationField;
    const target = getNamedType(field.type);
    if (!relation || relation.isList || !isObjectType(target)) throw new Error(`${type.name}.${segment} is not a to-one relation`);
    path.push(relation.name);
    const typeScopes = extensionsOf(target).pothosOptions?.authScopes;
    scopes.push(typeof typeScopes === "function" ? ROW_SCOPED : typeScopes);
    type = target;
  });
  return { path: path.join("."), scopes: scopes.filter((declared) => declared !== undefined) };
}

const usable = (readable: Readable, granted: AuthScopes) => readable.scopes.every((declared) => satisfiesScopeMap(granted, declared));

/**
 * The spec the list-query translation applies for a caller with these scopes: a field they may
 * not read stays (the default order may use it) but can be neither filtered nor sorted on, which
 * the translation refuses as "not whitelisted", the answer for a field that does not exist.
 */
export function listSpecFor(readable: ReadableListFields, granted: AuthScopes): ListSpec {
  const { declaration } = readable;
  return {
    ...declaration,
    fields: Object.fromEntries(
      Object.entries(declaration.fields).map(([name, { field: _field, ...spec }]) => {
        const field = readable.fields[name];
        return [name, usable(field, granted) ? { ...spec, path: field.path } : { ...spec, path: field.path, filterable: false, sortable: false }];
      }),
    ),
    relations: Object.fromEntries(
      Object.entries(readable.relations)
        .filter(([, relation]) => usable(relation, granted))
        .map(([name, relation]) => [name, { path: relation.path }]),
    ),
  };
}
