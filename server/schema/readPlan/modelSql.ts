// What a read plan reads of a Prisma model's rows (columns and to-one relations, as Prisma's
// `select` would name them), and the one SELECT that reads a page of them with plain LEFT JOINs,
// the way a hand-written handler would, instead of Prisma's JSON built per relation.
import { getDatamodel } from "../../db/generated/pothos-types.ts";
import type { Context } from "../../context.ts";
import type { Row } from "./compileReadPlan.ts";
import { SqlParams, orderBySql, whereSql } from "./prismaFilterSql.ts";

/** What a plan reads of one model's rows: columns, to-one relations read beside them, and to-many relations. */
export type SqlNode = { model: string; columns: Set<string>; relations: Map<string, SqlNode>; lists: Map<string, ListRelation> };

/** Which rows of a to-many relation, as its field's Prisma `query` says (per request when a function). */
export type RelationQuery = Record<string, unknown> | ((args: object, ctx: Context) => Record<string, unknown>);

/** A to-many relation's rows (columns only), filtered and ordered as its field's `query` says. */
export type ListRelation = { node: SqlNode; query: RelationQuery | undefined };

type ModelField = { name: string; kind: string; type: string; isList: boolean; isId: boolean; relationName?: string; relationFromFields?: string[] };

const models = getDatamodel().datamodel.models as unknown as Record<string, { fields: ModelField[] }>;

/** Column types `pg` answers as Prisma does (Decimal, BigInt and Bytes it does not). */
const PLAIN_TYPES = new Set(["String", "Int", "Boolean", "DateTime", "Float", "Json"]);

/** Why an operation (or a part of it) is not compiled into a read plan. */
export class NotCompilable extends Error {}

function fieldsOf(model: string): ModelField[] {
  const found = models[model];
  if (!found) throw new NotCompilable(`no model ${model}`);
  return found.fields;
}

/** The model's columns (scalar and enum fields), as Prisma reads them when no `select` is given. */
export function scalarColumnsOf(model: string): ModelField[] {
  return fieldsOf(model).filter((field) => field.kind === "scalar" || field.kind === "enum");
}

export const emptySqlNode = (model: string): SqlNode => ({ model, columns: new Set(), relations: new Map(), lists: new Map() });

/** The to-one relation `name` of the node's model, added to what the node reads. */
export function relationOf(node: SqlNode, name: string): SqlNode {
  const existing = node.relations.get(name);
  if (existing) return existing;
  const field = fieldsOf(node.model).find((candidate) => candidate.name === name);
  if (!field || field.kind !== "object" || field.isList || !field.relationFromFields?.length) throw new NotCompilable(`${node.model}.${name} is not a to-one relation holding its key`);
  for (const key of field.relationFromFields) node.columns.add(key);
  const child = emptySqlNode(field.type);
  for (const column of scalarColumnsOf(field.type).filter((column) => column.isId)) child.columns.add(column.name);
  node.relations.set(name, child);
  return child;
}

/** The to-many relation `name` of the node's model (the related model holds the key), added to what the node reads. */
export function listRelationOf(node: SqlNode, name: string, query: RelationQuery | undefined): SqlNode {
  const existing = node.lists.get(name);
  if (existing) return existing.node;
  const field = fieldsOf(node.model).find((candidate) => candidate.name === name);
  if (!field || field.kind !== "object" || !field.isList) throw new NotCompilable(`${node.model}.${name} is not a to-many relation`);
  if (query !== undefined && typeof query !== "function" && Object.keys(query).some((key) => key !== "where" && key !== "orderBy")) {
    throw new NotCompilable(`${node.model}.${name}: a query beyond where and orderBy`);
  }
  backKeyOf(node.model, field);
  const child = emptySqlNode(field.type);
  node.lists.set(name, { node: child, query });
  for (const column of scalarColumnsOf(node.model).filter((column) => column.isId)) node.columns.add(column.name);
  return child;
}

/** The related model's column holding this model's id, for a to-many relation. */
function backKeyOf(model: string, field: ModelField): { key: string; id: string } {
  const back = fieldsOf(field.type).find(
    (candidate) => candidate.relationName === field.relationName && candidate.type === model && candidate.relationFromFields?.length === 1,
  );
  const id = scalarColumnsOf(model).find((column) => column.isId);
  if (!back || !id) throw new NotCompilable(`${model}.${field.name}: no single key on ${field.type}`);
  return { key: back.relationFromFields![0], id: id.name };
}

/** Adds a Prisma `select` (columns set to true, to-one relations with a nested select) to the node. */
export function includeSelect(node: SqlNode, select: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(select)) {
    if (value === false || value === undefined) continue;
    const field = fieldsOf(node.model).find((candidate) => candidate.name === name);
    if (!field) throw new NotCompilable(`${node.model}.${name}: not a field`);
    if (field.kind === "object") {
      const nested = value === true ? undefined : (value as { select?: Record<string, unknown> }).select;
      if (value !== true && (!nested || Object.keys(value as object).length !== 1)) throw new NotCompilable(`${node.model}.${name}: only a nested select is read`);
      const child = relationOf(node, name);
      if (nested) includeSelect(child, nested);
      else for (const column of scalarColumnsOf(child.model)) child.columns.add(column.name);
    } else if (value === true) {
      node.columns.add(name);
    } else {
      throw new NotCompilable(`${node.model}.${name}: ${JSON.stringify(value)}`);
    }
  }
}

const quote = (name: string) => `"${name}"`;

/**
 * A page's SELECT for a node: its column list, the joins of its relations after the node's own
 * rows (with `params` for their filters, or null when one cannot be translated) and the builder of its rows.
 */
export type NodeSelect = { columns: string; joins: (params: SqlParams, ctx: Context) => string | null; build: (row: Row) => Row };

/**
 * The SELECT reading the node with its relations (aliases `alias`, then `${alias}_j1`, …): to-one
 * relations by LEFT JOIN, to-many ones as a JSON array from a LATERAL subquery; and the function
 * building each result row back into nested objects, a missing to-one row as null.
 */
export function selectOf(node: SqlNode, alias: string): NodeSelect {
  const columns: string[] = [];
  const joins: ((params: SqlParams, ctx: Context) => string | null)[] = [];
  let joinCount = 0;
  let readsLists = false;
  const columnOf = (expression: string) => {
    const resultName = `c${columns.length}`;
    columns.push(`${expression} AS ${resultName}`);
    return resultName;
  };
  const visit = (current: SqlNode, currentAlias: string): ((row: Row) => Row | null) => {
    const fields = fieldsOf(current.model);
    const reads: [key: string, column: string][] = [];
    let idColumn: string | undefined;
    for (const name of current.columns) {
      const field = plainColumn(current.model, fields, name);
      const resultName = columnOf(`${currentAlias}.${quote(name)}`);
      reads.push([name, resultName]);
      if (field.isId) idColumn = resultName;
    }
    const relations: [name: string, build: (row: Row) => unknown][] = [];
    for (const [name, child] of current.relations) {
      const field = fields.find((candidate) => candidate.name === name)!;
      const target = scalarColumnsOf(child.model).find((column) => column.isId);
      if (!target || field.relationFromFields!.length !== 1) throw new NotCompilable(`${current.model}.${name}: a compound key`);
      const childAlias = `${alias}_j${++joinCount}`;
      const join = `LEFT JOIN ${quote(child.model)} ${childAlias} ON ${childAlias}.${quote(target.name)} = ${currentAlias}.${quote(field.relationFromFields![0])}`;
      joins.push(() => join);
      relations.push([name, visit(child, childAlias)]);
    }
    for (const [name, list] of current.lists) {
      const field = fields.find((candidate) => candidate.name === name)!;
      const { key, id } = backKeyOf(current.model, field);
      readsLists = true;
      if (list.node.relations.size || list.node.lists.size) throw new NotCompilable(`${current.model}.${name}: relations of a to-many relation`);
      const childAlias = `${alias}_j${++joinCount}`;
      const childFields = fieldsOf(list.node.model);
      const childColumns = [...list.node.columns].map((column) => plainColumn(list.node.model, childFields, column));
      const object = `json_build_object(${childColumns.map((column) => `'${column.name}', ${childAlias}_r.${quote(column.name)}`).join(", ")})`;
      const dates = childColumns.filter((column) => column.type === "DateTime").map((column) => column.name);
      const resultName = columnOf(`${childAlias}.v`);
      joins.push((params, ctx) => {
        const query = typeof list.query === "function" ? list.query({}, ctx) : (list.query ?? {});
        const where = whereSql(list.node.model, `${childAlias}_r`, query.where as Record<string, unknown> | undefined, params);
        const order = orderBySql(list.node.model, `${childAlias}_r`, query.orderBy as Record<string, unknown>[] | undefined, params);
        if (where === null || order === null) return null;
        return `LEFT JOIN LATERAL (SELECT COALESCE(json_agg(${object}${order ? ` ORDER BY ${order}` : ""}), '[]'::json) AS v FROM ${quote(list.node.model)} ${childAlias}_r WHERE ${childAlias}_r.${quote(key)} = ${currentAlias}.${quote(id)} AND (${where})) ${childAlias} ON TRUE`;
      });
      // JSON carries dates as text: they become Dates again, as Prisma answers them.
      relations.push([name, (row) => (row[resultName] as Row[]).map((item) => (dates.length ? withDates(item, dates) : item))]);
    }
    const isRelation = current !== node;
    return (row) => {
      if (isRelation && idColumn !== undefined && row[idColumn] === null) return null;
      const built: Row = {};
      for (const [key, column] of reads) built[key] = row[column];
      for (const [name, build] of relations) built[name] = build(row);
      return built;
    };
  };
  const build = visit(node, alias);
  // Without to-many relations the joins are the same for every request.
  const staticJoins = readsLists ? null : joins.map((join) => join(new SqlParams(), undefined as never)).join(" ");
  return {
    columns: columns.join(", "),
    joins: (params, ctx) => {
      if (staticJoins !== null) return staticJoins;
      const parts: string[] = [];
      for (const join of joins) {
        const sql = join(params, ctx);
        if (sql === null) return null;
        parts.push(sql);
      }
      return parts.join(" ");
    },
    build: build as (row: Row) => Row,
  };
}

function plainColumn(model: string, fields: ModelField[], name: string): ModelField {
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || (field.kind === "scalar" && !PLAIN_TYPES.has(field.type))) throw new NotCompilable(`${model}.${name}: not a plain column`);
  return field;
}

function withDates(item: Row, dates: string[]): Row {
  for (const name of dates) if (typeof item[name] === "string") item[name] = new Date(item[name]);
  return item;
}
