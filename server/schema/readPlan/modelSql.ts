// What a read plan reads of a Prisma model's rows (columns and to-one relations, as Prisma's
// `select` would name them), and the one SELECT that reads a page of them with plain LEFT JOINs,
// the way a hand-written handler would, instead of Prisma's JSON built per relation.
import { getDatamodel } from "../../db/generated/pothos-types.ts";
import type { Row } from "./compileReadPlan.ts";

/** What a plan reads of one model's rows: columns, and to-one relations read beside them. */
export type SqlNode = { model: string; columns: Set<string>; relations: Map<string, SqlNode> };

type ModelField = { name: string; kind: string; type: string; isList: boolean; isId: boolean; relationFromFields?: string[] };

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

export const emptySqlNode = (model: string): SqlNode => ({ model, columns: new Set(), relations: new Map() });

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
 * The FROM clause and column list reading the node with its relations (aliases `alias`, then
 * `${alias}_j1`, …), and the function building each result row back into nested objects, a
 * relation whose row is missing as null.
 */
export function selectOf(node: SqlNode, alias: string): { columns: string; from: string; build: (row: Row) => Row } {
  const columns: string[] = [];
  const joins: string[] = [];
  let joinCount = 0;
  const visit = (current: SqlNode, currentAlias: string): ((row: Row) => Row | null) => {
    const fields = fieldsOf(current.model);
    const reads: [key: string, column: string][] = [];
    let idColumn: string | undefined;
    for (const name of current.columns) {
      const field = fields.find((candidate) => candidate.name === name);
      if (!field || (field.kind === "scalar" && !PLAIN_TYPES.has(field.type))) throw new NotCompilable(`${current.model}.${name}: not a plain column`);
      const resultName = `c${columns.length}`;
      columns.push(`${currentAlias}.${quote(name)} AS ${resultName}`);
      reads.push([name, resultName]);
      if (field.isId) idColumn = resultName;
    }
    const relations: [name: string, build: (row: Row) => Row | null][] = [];
    for (const [name, child] of current.relations) {
      const field = fields.find((candidate) => candidate.name === name)!;
      const target = scalarColumnsOf(child.model).find((column) => column.isId);
      if (!target || field.relationFromFields!.length !== 1) throw new NotCompilable(`${current.model}.${name}: a compound key`);
      const childAlias = `${alias}_j${++joinCount}`;
      joins.push(`LEFT JOIN ${quote(child.model)} ${childAlias} ON ${childAlias}.${quote(target.name)} = ${currentAlias}.${quote(field.relationFromFields![0])}`);
      relations.push([name, visit(child, childAlias)]);
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
  return { columns: columns.join(", "), from: [`${quote(node.model)} ${alias}`, ...joins].join(" "), build: build as (row: Row) => Row };
}
