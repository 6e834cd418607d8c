// A query operation compiled once into a read plan: which rows each list-query connection reads
// (one SQL statement for a page with its to-one relations, one for its count), which rows a root
// field of a declared source reads (rowsField.ts, one statement), and how the answer
// is built from them, field by field as the schema's own definitions say. Only what can be answered
// without running a resolver that reaches the database or the request is compiled: exposed columns,
// to-one relations, node ids, resolvers of the row alone (`(row) => …`), static scope maps and type
// scopes of the row. Anything else at the top level (a root field the plan cannot read) is left to
// the executor; anything else deeper makes the whole operation the executor's.
import { builder } from "../builder.ts";
import { nodeIdEncoder } from "../syncNodeIds.ts";
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLLeafType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";
import type { Context } from "../../context.ts";
import { type ListSource, connectionNode, listSourceOf } from "../listConnection.ts";
import { type RowsSource, rowsSourceOf } from "../rowsField.ts";
import { selectReadWithEveryRow } from "./columnsReadWhenAsked.ts";
import { NotCompilable, type RelationQuery, type SqlNode, emptySqlNode, includeSelect, listRelationOf, relationOf, scalarColumnsOf, selectOf } from "./modelSql.ts";

export { NotCompilable };

export type Row = Record<string, unknown>;

/** How one response key of an object is answered. */
export type FieldPlan = {
  key: string;
  read: (parent: Row, ctx: Context) => unknown;
  nullable: boolean;
  /** Set for a list: whether its items may be null. */
  list?: { itemNullable: boolean };
  leaf?: GraphQLLeafType;
  object?: ObjectPlan;
  /** A list-query connection: its rows are read by the plan, then built by `object`. */
  listRead?: ListRead;
  /** A root field of every row of its source (rowsField.ts): read by the plan, each built by `object`. */
  rowsRead?: RowsRead;
};

export type ObjectPlan = {
  typeName: string;
  /** Static scope maps of the type and of the fields selected on it: each must be granted once an object of it is answered. */
  scopeMaps: unknown[];
  /** The type's scope function, asked for every object of the type. */
  typeScope?: (parent: Row, ctx: Context) => unknown;
  fields: FieldPlan[];
};

export type ListRead = {
  field: GraphQLField<unknown, unknown>;
  fieldNode: FieldNode;
  source: ListSource;
  /** What each row of the page reads: its columns and to-one relations. */
  rows: SqlNode;
  countAsked: boolean;
  /** The page's columns and FROM clause (the node's table as `t`), set once the operation is compiled. */
  select?: ReturnType<typeof selectOf>;
};

export type RowsRead = {
  source: RowsSource;
  /** What each row reads: its columns and relations. */
  rows: SqlNode;
  /** The rows' columns and FROM clause (the table as `t`), set once the operation is compiled. */
  select?: ReturnType<typeof selectOf>;
};

/** A root field: answered by the plan (its own static scopes granted first), or by the executor (`executor`). */
export type RootPlan = { key: string; executor: boolean; field?: FieldPlan; scopeMaps?: unknown[]; contextValue?: (ctx: Context) => unknown };

export type ReadPlan = {
  operation: OperationDefinitionNode;
  roots: RootPlan[];
  /** The operation with only the root fields the executor answers, or null when the plan answers all. */
  executorDocument: DocumentNode | null;
};

/**
 * A root field whose value comes from the request's context (the viewer from its credential, what
 * the services keep in memory): `readPlanValue` in its extensions answers it, or a promise of it.
 */
export type ContextValue = (ctx: Context) => unknown;

// Options a compiled field may declare; any other (errors, validation, grantScopes…) changes
// how the executor answers it, so the operation stays the executor's.
const PLAIN_FIELD_OPTIONS = new Set(["type", "nullable", "description", "resolve", "extensions", "authScopes", "select", "args", "deprecationReason"]);

// Type options that change which scopes guard a type's fields.
const SCOPE_CHANGING_TYPE_OPTIONS = ["skipInterfaceScopes", "skipTypeScopes", "grantScopes", "runScopesOnType"];

type Compiler = { schema: GraphQLSchema; fragments: Record<string, FragmentDefinitionNode>; listReads: (ListRead | RowsRead)[]; onRefusal: (reason: string) => void };

type PothosConfig = { kind: string; resolve?: (...args: unknown[]) => unknown; pothosOptions: Record<string, unknown> };
const configOf = (field: GraphQLField<unknown, unknown>) => (field.extensions as { pothosConfig?: PothosConfig }).pothosConfig;
const typeOptionsOf = (type: GraphQLObjectType) => ((type.extensions as { pothosOptions?: Record<string, unknown> }).pothosOptions ?? {}) as Record<string, unknown>;
const uncapitalize = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const prismaModelOf = (type: GraphQLObjectType) => (type.extensions as { pothosPrismaModel?: string }).pothosPrismaModel;

/** The operation's read plan, or null when none of its root fields can be answered by one. */
export function compileReadPlan(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  /** Told why a root field (or the operation) is left to the executor. */
  onRefusal: (reason: string) => void = () => undefined,
): ReadPlan | null {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
  if (!operation || operation.operation !== "query") return null;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  const compiler: Compiler = { schema, fragments, listReads: [], onRefusal };
  const queryType = schema.getQueryType()!;
  const roots: RootPlan[] = [];
  const executorFields: FieldNode[] = [];
  try {
    for (const [key, nodes] of collectFields(compiler, queryType, [operation.selectionSet])) {
      const root = compileRootField(compiler, queryType, key, nodes);
      roots.push(root ?? { key, executor: true });
      if (!root) executorFields.push(...nodes);
    }
  } catch (error) {
    if (!(error instanceof NotCompilable)) throw error;
    onRefusal(error.message);
    return null;
  }
  if (roots.every((root) => root.executor)) return null;
  try {
    for (const read of compiler.listReads) read.select = selectOf(read.rows, "t");
  } catch (error) {
    if (!(error instanceof NotCompilable)) throw error;
    onRefusal(error.message);
    return null;
  }
  const executorDocument: DocumentNode | null = executorFields.length
    ? {
        kind: Kind.DOCUMENT,
        definitions: [{ ...operation, selectionSet: { kind: Kind.SELECTION_SET, selections: executorFields } }, ...Object.values(fragments)],
      }
    : null;
  return { operation, roots, executorDocument };
}

/** A root field the plan answers, or null when the executor must. */
function compileRootField(compiler: Compiler, queryType: GraphQLObjectType, key: string, nodes: FieldNode[]): RootPlan | null {
  const name = nodes[0].name.value;
  if (name === "__typename") return { key, executor: false, field: { key, read: () => queryType.name, nullable: false } };
  const field = queryType.getFields()[name];
  if (!field) return null;
  const contextValue = (field.extensions as { readPlanValue?: ContextValue }).readPlanValue;
  const listReads = compiler.listReads.length;
  const scopeMaps: unknown[] = [];
  try {
    if (listSourceOf(field) || rowsSourceOf(field)) return { key, executor: false, field: compileField(compiler, queryType, field, key, nodes, undefined, scopeMaps), scopeMaps };
    if (contextValue) {
      const plan = compileField(compiler, queryType, field, key, nodes, undefined, scopeMaps, () => undefined);
      return { key, executor: false, field: plan, scopeMaps, contextValue };
    }
  } catch (error) {
    if (!(error instanceof NotCompilable)) throw error;
    compiler.onRefusal(error.message);
    compiler.listReads.length = listReads;
  }
  return null;
}

/**
 * The fields of `type` the selection sets select, by response key in the executor's order, with
 * every node of each (fragments and inline fragments merged in).
 */
function collectFields(compiler: Compiler, type: GraphQLObjectType, selectionSets: readonly SelectionSetNode[]): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.directives?.length) throw new NotCompilable("directives");
      if (selection.kind === Kind.FIELD) {
        const key = selection.alias?.value ?? selection.name.value;
        const existing = fields.get(key);
        if (existing) existing.push(selection);
        else fields.set(key, [selection]);
      } else {
        const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : compiler.fragments[selection.name.value];
        if (!fragment) throw new NotCompilable("unknown fragment");
        const condition = fragment.typeCondition?.name.value;
        if (condition && condition !== type.name) throw new NotCompilable("fragment on another type");
        visit(fragment.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return fields;
}

/** Refuses a field declaring what the plan does not answer as the executor would; adds its static scopes to `scopeMaps`. */
function checkFieldOptions(field: GraphQLField<unknown, unknown>, nodes: FieldNode[], scopeMaps: unknown[]) {
  const config = configOf(field);
  if (!config) throw new NotCompilable(`${field.name}: not a Pothos field`);
  for (const option of Object.keys(config.pothosOptions)) if (!PLAIN_FIELD_OPTIONS.has(option)) throw new NotCompilable(`${field.name}: ${option}`);
  const scopes = config.pothosOptions.authScopes;
  if (typeof scopes === "function") throw new NotCompilable(`${field.name}: scope function`);
  if (scopes !== undefined) scopeMaps.push(scopes);
  if (!listSourceOf(field) && nodes.some((node) => node.arguments?.length)) throw new NotCompilable(`${field.name}: arguments`);
}

/** How `field` of `parentType` is answered; `rows` is the SQL node of the parent's row when the plan reads it. */
function compileField(
  compiler: Compiler,
  parentType: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  key: string,
  nodes: FieldNode[],
  rows: SqlNode | undefined,
  scopeMaps: unknown[],
  readOverride?: (parent: Row) => unknown,
): FieldPlan {
  checkFieldOptions(field, nodes, scopeMaps);
  const { nullable, list, named } = shapeOf(field.type);
  const plan: FieldPlan = { key, read: () => undefined, nullable, ...(list ? { list } : {}) };
  const config = configOf(field)!;
  const extensions = field.extensions as Record<string, unknown>;
  const source = listSourceOf(field);
  if (source) {
    if (rows || list || !isObjectType(named)) throw new NotCompilable(`${field.name}: a connection inside a list`);
    const model = prismaModelOf(connectionNode(field));
    if (!model) throw new NotCompilable(`${field.name}: a connection of objects that are not a Prisma model's`);
    const read: ListRead = { field, fieldNode: nodes[0], source, rows: emptySqlNode(model), countAsked: false };
    plan.listRead = read;
    compiler.listReads.push(read);
    plan.read = (parent) => parent;
    plan.object = compileConnection(compiler, named, nodes, read);
    return plan;
  }
  const rowsSource = rowsSourceOf(field);
  if (rowsSource) {
    const model = isObjectType(named) ? prismaModelOf(named) : undefined;
    if (rows || !list || !model || uncapitalize(model) !== rowsSource.model) throw new NotCompilable(`${field.name}: rows of another model`);
    const read: RowsRead = { source: rowsSource, rows: emptySqlNode(model) };
    plan.rowsRead = read;
    compiler.listReads.push(read);
    plan.object = compileObject(compiler, named as GraphQLObjectType, nodes, read.rows);
    return plan;
  }
  if (readOverride) plan.read = readOverride;
  else plan.read = compileRead(parentType, field, config, extensions, rows);
  if (isLeafType(named)) {
    if (nodes.some((node) => node.selectionSet)) throw new NotCompilable("selection on a leaf");
    plan.leaf = named;
    return plan;
  }
  if (!isObjectType(named)) throw new NotCompilable(`${field.name}: abstract type`);
  const relation = extensions.pothosPrismaRelationField as { name: string } | undefined;
  let childRows: SqlNode | undefined;
  if (relation) {
    if (!rows) throw new NotCompilable(`${field.name}: a relation of an object the plan does not read`);
    const query = relationQueryOf(field);
    if (list) childRows = listRelationOf(rows, relation.name, query);
    else if (query !== undefined) throw new NotCompilable(`${field.name}: a to-one relation with a query`);
    else childRows = relationOf(rows, relation.name);
  } else if (prismaModelOf(named) && !readOverride) {
    throw new NotCompilable(`${field.name}: a Prisma object read by a resolver`);
  }
  plan.object = compileObject(compiler, named, nodes, childRows);
  return plan;
}

/**
 * A relation field's `query` option (which related rows, in which order), as plugin-prisma hands
 * it to the nested selection it builds: an object, a function of the arguments and context, or
 * undefined when the field declares none.
 */
function relationQueryOf(field: GraphQLField<unknown, unknown>): RelationQuery | undefined {
  const select = (field.extensions as { pothosPrismaSelect?: unknown }).pothosPrismaSelect;
  if (typeof select !== "function") throw new NotCompilable(`${field.name}: a relation without its selection`);
  let query: unknown;
  select({}, undefined, (declared: unknown) => {
    query = declared;
    return {};
  });
  if (typeof query === "function") return query as RelationQuery;
  if (query && typeof query === "object") return Object.keys(query).length ? (query as RelationQuery) : undefined;
  throw new NotCompilable(`${field.name}: a relation query of another kind`);
}

/** The value of a field that is not a connection, from its parent. */
function compileRead(
  parentType: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  config: PothosConfig,
  extensions: Record<string, unknown>,
  rows: SqlNode | undefined,
): (parent: Row, ctx: Context) => unknown {
  const exposed = extensions.pothosExposedField;
  const relation = extensions.pothosPrismaRelationField as { name: string } | undefined;
  if (relation) {
    // The relation's own resolver: the row's relation, or its `onNull` when there is none.
    const resolveRelation = config.resolve;
    if (typeof resolveRelation !== "function") throw new NotCompilable(`${parentType.name}.${field.name}: relation without a resolver`);
    return (parent, ctx) => resolveRelation(parent, {}, ctx, undefined);
  }
  if (typeof exposed === "string") {
    rows?.columns.add(exposed);
    return (parent) => parent[exposed];
  }
  const idOption = field.name === "id" ? (typeOptionsOf(parentType).id as { resolve?: (parent: Row, args: object, ctx: Context) => unknown } | undefined) : undefined;
  if (idOption) {
    // A node's id option's value, encoded as plugin-relay encodes it (syncNodeIds.ts answers it the same way).
    if (typeof idOption.resolve !== "function") throw new NotCompilable(`${parentType.name}.id`);
    const resolveId = idOption.resolve;
    if (rows) for (const column of scalarColumnsOf(rows.model).filter((column) => column.isId)) rows.columns.add(column.name);
    const encode = nodeIdEncoder(builder.options.relay as Parameters<typeof nodeIdEncoder>[0], parentType.name);
    return (parent, ctx) => {
      const id = resolveId(parent, {}, ctx);
      return id === null || id === undefined || typeof (id as PromiseLike<unknown>).then === "function" ? id : encode(String(id), ctx);
    };
  }
  const resolve = config.resolve;
  if (typeof resolve !== "function" || resolve.length > 1) throw new NotCompilable(`${parentType.name}.${field.name}: resolver beyond its parent`);
  const select = config.pothosOptions.select;
  if (select !== undefined) {
    if (!rows || typeof select !== "object") throw new NotCompilable(`${field.name}: select`);
    includeSelect(rows, select as Record<string, unknown>);
  }
  return (parent) => resolve(parent);
}

/** A field compiled otherwise than by compileField (a connection's edges and nodes), or undefined. */
type SpecialField = (key: string, field: GraphQLField<unknown, unknown>, nodes: FieldNode[], plan: ObjectPlan) => FieldPlan | undefined;

function compileObject(compiler: Compiler, type: GraphQLObjectType, nodes: FieldNode[], rows: SqlNode | undefined, special?: SpecialField): ObjectPlan {
  const plan: ObjectPlan = { typeName: type.name, scopeMaps: [], fields: [] };
  const options = typeOptionsOf(type);
  for (const option of SCOPE_CHANGING_TYPE_OPTIONS) if (options[option] !== undefined) throw new NotCompilable(`${type.name}: ${option}`);
  const scopes = options.authScopes;
  if (typeof scopes === "function") plan.typeScope = scopes as ObjectPlan["typeScope"];
  else if (scopes !== undefined) plan.scopeMaps.push(scopes);
  // An interface's scopes guard the objects implementing it too.
  for (const iface of type.getInterfaces()) {
    const interfaceScopes = ((iface.extensions as { pothosOptions?: Record<string, unknown> }).pothosOptions ?? {}).authScopes;
    if (typeof interfaceScopes === "function") throw new NotCompilable(`${iface.name}: scope function`);
    if (interfaceScopes !== undefined) plan.scopeMaps.push(interfaceScopes);
  }
  if (rows) {
    const typeSelect = (type.extensions as { pothosPrismaSelect?: unknown }).pothosPrismaSelect;
    const typeInclude = (type.extensions as { pothosPrismaInclude?: unknown }).pothosPrismaInclude;
    if (typeInclude && Object.keys(typeInclude).length) throw new NotCompilable(`${type.name}: include`);
    if (typeSelect && typeof typeSelect === "object") includeSelect(rows, selectReadWithEveryRow(typeSelect as Record<string, unknown>, type.extensions));
    else for (const column of scalarColumnsOf(rows.model)) rows.columns.add(column.name);
  }
  const selections = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const [key, fieldNodes] of collectFields(compiler, type, selections)) {
    const name = fieldNodes[0].name.value;
    if (name === "__typename") {
      plan.fields.push({ key, read: () => type.name, nullable: false });
      continue;
    }
    const field = type.getFields()[name];
    if (!field) throw new NotCompilable(`${type.name}.${name}: unknown`);
    plan.fields.push(special?.(key, field, fieldNodes, plan) ?? compileField(compiler, type, field, key, fieldNodes, rows, plan.scopeMaps));
  }
  return plan;
}

/** A list-query connection: its page and count come from `read`, its nodes are rows read by `read.rows`. */
function compileConnection(compiler: Compiler, type: GraphQLObjectType, nodes: FieldNode[], read: ListRead): ObjectPlan {
  return compileObject(compiler, type, nodes, undefined, (key, field, fieldNodes, connection) => {
    if (field.name === "totalCount") read.countAsked = true;
    if (field.name !== "edges") return undefined;
    const edges = compileField(compiler, type, field, key, [], undefined, connection.scopeMaps);
    const edgeType = getNamedType(field.type) as GraphQLObjectType;
    edges.object = compileObject(compiler, edgeType, fieldNodes, undefined, (nodeKey, nodeField, nodeNodes, edge) => {
      if (nodeField.name !== "node") return undefined;
      const nodeType = getNamedType(nodeField.type);
      if (!isObjectType(nodeType) || prismaModelOf(nodeType) !== read.rows.model) throw new NotCompilable(`${edgeType.name}.node`);
      const node = compileField(compiler, edgeType, nodeField, nodeKey, [], undefined, edge.scopeMaps, (parent) => parent.node);
      node.object = compileObject(compiler, nodeType, nodeNodes, read.rows);
      return node;
    });
    return edges;
  });
}

/** Whether a type is nullable, a list (and whether its items are) and its named type. */
function shapeOf(type: GraphQLOutputType): { nullable: boolean; list?: { itemNullable: boolean }; named: ReturnType<typeof getNamedType> } {
  const nullable = !isNonNullType(type);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = inner.ofType as GraphQLOutputType;
    if (isListType(isNonNullType(item) ? item.ofType : item)) throw new NotCompilable("list of lists");
    return { nullable, list: { itemNullable: !isNonNullType(item) }, named: getNamedType(item) };
  }
  return { nullable, named: getNamedType(inner) };
}
