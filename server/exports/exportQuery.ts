// An export's rows as its table lists them: the table's list query read from the URL by the same
// list spec (and the same rule of who may filter on what) as the table's GraphQL connection.
import type { EXPORT_LIST_PARAMETERS } from "../../common/exports.ts";
import { ListQueryError } from "../../common/listQuery/index.ts";
import type { Viewer } from "../viewer.ts";
import { schema } from "../schema/index.ts";
import { listConnections } from "../schema/listConnection.ts";
import { listSpecFor, readableListFields, type ReadableListFields } from "../schema/listQuery/readableListFields.ts";
import { listQueryToPrisma, type PrismaOrderBy, type PrismaWhere } from "../schema/listQuery/toPrisma.ts";
import { grantedScopes } from "../schema/scopes.ts";
import { isObjectType } from "graphql";
import { ExportParameterError, type ExportSource } from "./exportSources.ts";

const readableBySource = new WeakMap<ExportSource, ReadableListFields>();

function readableOf(source: ExportSource): ReadableListFields {
  let readable = readableBySource.get(source);
  if (readable) return readable;
  const { list } = source;
  if ("connection" in list) {
    readable = listConnections(schema).find((connection) => connection.parent.name === "Query" && connection.field.name === list.connection)?.readable;
    if (!readable) throw new Error(`Query.${list.connection} is not a list-query connection`);
  } else {
    const node = schema.getType(list.node);
    if (!isObjectType(node)) throw new Error(`${list.node} is not an object type`);
    readable = readableListFields(list.declaration, node);
  }
  readableBySource.set(source, readable);
  return readable;
}

export type ExportQuery = { where: PrismaWhere; orderBy: PrismaOrderBy[] };

/** The rows and order of an export for this viewer; a parameter that cannot be read throws ExportParameterError naming it. */
export function exportQuery(source: ExportSource, viewer: Pick<Viewer, "role">, params: URLSearchParams): ExportQuery {
  const spec = listSpecFor(readableOf(source), grantedScopes(viewer));
  const text = (name: (typeof EXPORT_LIST_PARAMETERS)[number]) => params.get(name) || undefined;
  let listed: ReturnType<typeof listQueryToPrisma>;
  try {
    listed = listQueryToPrisma(spec, { filters: text("filters"), filterGroups: text("filterGroups"), relations: text("relations"), orderBy: text("orderBy") });
  } catch (error) {
    if (error instanceof ListQueryError) throw new ExportParameterError(error.parameter, `${error.parameter}: ${error.message}`);
    throw error;
  }
  const base = source.baseWhere(params);
  const where = Object.keys(listed.where).length === 0 ? base : { AND: [base, listed.where] };
  return { where, orderBy: listed.orderBy };
}
