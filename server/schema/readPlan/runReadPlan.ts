// Answers an operation by its read plan: the scopes first, then each list-query connection's page
// and count as two statements of its own, then the answer built as the plan says. Whatever the plan
// did not foresee (a scope refused, a row the caller may not see, a filter it cannot translate, a
// null where the schema promises a value, an operation over the API's limits) answers undefined, and
// the executor answers the request instead, with its own errors: a plan never answers differently.
import { complexityFromQuery } from "@pothos/plugin-complexity";
import { resolveOffsetConnection } from "@pothos/plugin-relay";
import { type DocumentNode, type ExecutionResult, type GraphQLSchema, getArgumentValues, getVariableValues } from "graphql";
import type { Context } from "../../context.ts";
import { directQueryOf } from "../../db/database.ts";
import { API_LIMITS } from "../limits.ts";
import { type ListArgs, listPageOf } from "../listConnection.ts";
import { grantedScopes, satisfiesScopeMap } from "../scopes.ts";
import type { FieldPlan, ObjectPlan, ReadPlan, Row, RowsRead } from "./compileReadPlan.ts";
import { SqlParams, orderBySql, whereSql } from "./prismaFilterSql.ts";

/** Thrown inside a plan's run when the executor must answer; never reaches a caller. */
class Fallback {}
const FALLBACK = new Fallback();

type Run = { ctx: Context; variables: Record<string, unknown>; granted: ReturnType<typeof grantedScopes>; scopesChecked: Set<unknown[]> };

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === "function";

/**
 * The answer to `document` by its plan, or undefined when the executor must answer it.
 * `executeRest` runs the plan's executor document (the root fields the plan leaves to the executor).
 */
export async function runReadPlan(
  plan: ReadPlan,
  options: { schema: GraphQLSchema; document: DocumentNode; ctx: Context; variables: Record<string, unknown> | undefined },
  executeRest: (document: DocumentNode) => ExecutionResult | Promise<ExecutionResult>,
): Promise<ExecutionResult | undefined> {
  const { schema, document, ctx } = options;
  const coerced = getVariableValues(schema, plan.operation.variableDefinitions ?? [], options.variables ?? {});
  if (coerced.errors) return undefined;
  if (!withinLimits(plan, schema, document, options.variables, ctx)) return undefined;
  const run: Run = { ctx, variables: coerced.coerced, granted: grantedScopes(ctx.viewer), scopesChecked: new Set() };
  const rest = plan.executorDocument ? Promise.resolve(executeRest(plan.executorDocument)) : undefined;
  // Awaited below unless the plan gives way first.
  rest?.catch(() => undefined);
  const data: Row = {};
  try {
    for (const root of plan.roots) {
      data[root.key] = undefined;
      if (root.executor || !root.field) continue;
      const field = root.field;
      checkScopes(root.scopeMaps, run);
      if (field.listRead) data[root.key] = await readConnection(field, {}, run);
      else if (field.rowsRead) data[root.key] = completeValue(field, await readRows(field.rowsRead, run), run);
      else data[root.key] = await completeValue(field, root.contextValue ? await root.contextValue(ctx) : field.read({}, ctx), run, true);
    }
  } catch (error) {
    if (error instanceof Fallback) return undefined;
    throw error;
  }
  if (!rest) return { data };
  const answered = await rest;
  if (!answered.data) return answered;
  for (const root of plan.roots) if (root.executor) data[root.key] = answered.data[root.key];
  return answered.errors?.length ? { data, errors: answered.errors } : { data };
}

/** Answers remembered per operation, by its variables (the schema's complexity depends on nothing else). */
const MAX_REMEMBERED_LIMITS = 100;
const limitsByPlan = new WeakMap<ReadPlan, Map<string, boolean>>();

function withinLimits(plan: ReadPlan, schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, ctx: Context): boolean {
  let remembered = limitsByPlan.get(plan);
  if (!remembered) limitsByPlan.set(plan, (remembered = new Map()));
  const key = variables ? JSON.stringify(variables) : "";
  let within = remembered.get(key);
  if (within === undefined) {
    const { complexity, depth, breadth } = complexityFromQuery(document, { schema, variables, ctx });
    within = complexity <= API_LIMITS.complexity && depth <= API_LIMITS.depth && breadth <= API_LIMITS.breadth;
    if (remembered.size >= MAX_REMEMBERED_LIMITS) remembered.clear();
    remembered.set(key, within);
  }
  return within;
}

function completeValue(field: FieldPlan, value: unknown, run: Run, mayWait = false): unknown {
  if (value === null || value === undefined) {
    if (!field.nullable) throw FALLBACK;
    return null;
  }
  if (isThenable(value)) throw FALLBACK;
  if (!field.list) return completeItem(field, value, run, mayWait);
  if (!Array.isArray(value)) throw FALLBACK;
  const itemNullable = field.list.itemNullable;
  return value.map((item) => {
    if (item === null || item === undefined) {
      if (!itemNullable) throw FALLBACK;
      return null;
    }
    return completeItem(field, item, run, false);
  });
}

function completeItem(field: FieldPlan, value: unknown, run: Run, mayWait: boolean): unknown {
  if (field.leaf) return field.leaf.serialize(value);
  if (!field.object) return value;
  const built = buildObject(field.object, value as Row, run);
  if (!mayWait && isThenable(built)) throw FALLBACK;
  return built;
}

/** Each scope map granted, checked once per request. */
function checkScopes(scopeMaps: unknown[] | undefined, run: Run) {
  if (!scopeMaps?.length || run.scopesChecked.has(scopeMaps)) return;
  if (!scopeMaps.every((scopes) => satisfiesScopeMap(run.granted, scopes))) throw FALLBACK;
  run.scopesChecked.add(scopeMaps);
}

function buildObject(plan: ObjectPlan, parent: Row, run: Run): Row | Promise<Row> {
  checkScopes(plan.scopeMaps, run);
  if (plan.typeScope) {
    const allowed = plan.typeScope(parent, run.ctx);
    if (allowed !== true && !(typeof allowed === "object" && allowed !== null && !isThenable(allowed) && satisfiesScopeMap(run.granted, allowed))) throw FALLBACK;
  }
  const built: Row = {};
  let pending: Promise<unknown>[] | undefined;
  for (const field of plan.fields) {
    if (field.listRead) {
      built[field.key] = undefined;
      (pending ??= []).push(readConnection(field, parent, run).then((connection) => (built[field.key] = connection)));
    } else {
      built[field.key] = completeValue(field, field.read(parent, run.ctx), run);
    }
  }
  return pending ? Promise.all(pending).then(() => built) : built;
}

type Query = (sql: string, params: unknown[]) => Promise<Row[]>;

function queryOf(ctx: Context): Query {
  const direct = directQueryOf(ctx.prisma);
  return direct ? (sql, params) => direct.query<Row>(sql, params) : (sql, params) => ctx.prisma.$queryRawUnsafe<Row[]>(sql, ...params);
}

/**
 * A page's LIMIT and OFFSET: parameters where statements are prepared (one text for every page),
 * else numbers, so that rows without a filter's values are a simple query (one message).
 */
function windowSql(ctx: Context, params: SqlParams, limit: number, offset: number): string {
  return directQueryOf(ctx.prisma)?.named ? ` LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}` : ` LIMIT ${limit} OFFSET ${offset}`;
}

type Select = NonNullable<RowsRead["select"]>;

/** The FROM clause of rows of `model` (as `t`) with their relations: the rows chosen first (filter, order and window), then their relations joined. */
function rowsFrom(run: Run, model: string, select: Select, where: string, orderBy: string, params: SqlParams, window: string): string {
  const joins = select.joins(params, run.ctx);
  if (joins === null) throw FALLBACK;
  return `FROM (SELECT * FROM "${model}" t WHERE ${where}${orderBy}${window}) t ${joins}`;
}

/** One statement for rows of `model` and their relations, as a hand-written query would read them. */
async function selectRows(run: Run, model: string, select: Select, where: string, order: string, params: SqlParams, window = ""): Promise<Row[]> {
  const orderBy = order ? ` ORDER BY ${order}` : "";
  const rows = await queryOf(run.ctx)(`SELECT ${select.columns} ${rowsFrom(run, model, select, where, orderBy, params, window)}${orderBy}`, params.values);
  return rows.map(select.build);
}

/**
 * A page of rows and the count of every row the filter matches, in one statement: the count's one
 * row, joined to the page's rows in their order (none when the page is empty).
 */
async function selectCountedRows(run: Run, model: string, select: Select, where: string, order: string, params: SqlParams, window: string): Promise<{ rows: Row[]; count: number }> {
  const orderBy = order ? ` ORDER BY ${order}` : "";
  // A page whose fields need no column (its total alone, say) still has its rows' positions.
  const page = `SELECT ${select.columns ? `${select.columns}, ` : ""}row_number() OVER (${order ? `ORDER BY ${order}` : ""}) AS "pagePosition" ${rowsFrom(run, model, select, where, orderBy, params, window)}`;
  const counted = await queryOf(run.ctx)(
    `SELECT n.count AS "pageCount", p.* FROM (SELECT count(*)::int AS count FROM "${model}" t WHERE ${where}) n LEFT JOIN LATERAL (${page}) p ON TRUE ORDER BY p."pagePosition"`,
    params.values,
  );
  const rows = counted[0]?.pagePosition === null ? [] : counted.map(select.build);
  return { rows, count: Number(counted[0]?.pageCount ?? 0) };
}

/** Every row of a root field's source (rowsField.ts), in its order. */
function readRows(read: RowsRead, run: Run): Promise<Row[]> {
  const model = read.rows.model;
  const params = new SqlParams();
  const where = whereSql(model, "t", read.source.where(run.ctx), params);
  const order = orderBySql(model, "t", [...read.source.orderBy] as Record<string, unknown>[], params);
  if (where === null || order === null) throw FALLBACK;
  return selectRows(run, model, read.select!, where, order, params);
}

/** A list-query connection's answer: its page and, when asked for, its count, in one statement. */
async function readConnection(field: FieldPlan, parent: Row, run: Run): Promise<unknown> {
  const read = field.listRead!;
  const args = getArgumentValues(read.field, read.fieldNode, run.variables) as ListArgs & { last?: unknown; before?: unknown };
  if (args.last != null || args.before != null) throw FALLBACK;
  let page: ReturnType<typeof listPageOf>;
  try {
    page = listPageOf(read.field, args, run.ctx, read.source.where?.(parent as never, args, run.ctx));
  } catch {
    throw FALLBACK;
  }
  const model = read.rows.model;
  const params = new SqlParams();
  const where = whereSql(model, "t", page.where as Record<string, unknown>, params);
  const order = orderBySql(model, "t", page.orderBy, params);
  if (where === null || order === null) throw FALLBACK;
  let count = 0;
  const connection = await resolveOffsetConnection({ args: { first: page.first, after: page.after } }, async ({ limit, offset }) => {
    if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset)) throw FALLBACK;
    const paged = params.copy();
    const window = windowSql(run.ctx, paged, limit, offset);
    if (!read.countAsked) return selectRows(run, model, read.select!, where, order, paged, window);
    const counted = await selectCountedRows(run, model, read.select!, where, order, paged, window);
    count = counted.count;
    return counted.rows;
  });
  const completed = buildObject(field.object!, { ...connection, totalCount: count }, run);
  return isThenable(completed) ? await completed : completed;
}
