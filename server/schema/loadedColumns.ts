// Exposed columns answered from the row. In select mode (a prismaObject or prismaNode declaring
// `select`), plugin-prisma makes every exposed column a selection of its own and wraps its
// resolver to look up, for each row, the plan the row was loaded by (a response path built and
// looked up for every field of every row), so that a row loaded without that column is completed
// by a query of its own. A row that holds the column needs none of that: this plugin, placed
// between scope-auth and plugin-prisma, answers the column then and leaves the lookup to the rows
// that lack it. Scopes still run first: scope-auth's wrapper is outside this one.
import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import type { GraphQLFieldResolver } from "graphql";

type Resolver = GraphQLFieldResolver<unknown, object, object>;

/** The column a field of a select-mode Prisma type exposes as it is (`t.expose…`), or null. */
export function exposedColumnOf(field: { kind: string; extensions?: Record<string, unknown> | null }): string | null {
  const column = field.extensions?.pothosExposedField;
  const select = field.extensions?.pothosPrismaSelect;
  if (field.kind !== "PrismaObject" || typeof column !== "string" || !select || typeof select !== "object") return null;
  const keys = Object.keys(select);
  return keys.length === 1 && keys[0] === column && (select as Record<string, unknown>)[column] === true ? column : null;
}

/** `resolver` for the rows that lack `column`; the column itself for the rows that hold it. */
export function answerLoadedColumn(column: string, resolver: Resolver): Resolver {
  return (parent, args, context, info) => {
    const value = (parent as Record<string, unknown>)[column];
    return value === undefined ? resolver(parent, args, context, info) : value;
  };
}

export class LoadedColumnsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types["Context"], object>, fieldConfig: PothosOutputFieldConfig<Types>): GraphQLFieldResolver<unknown, Types["Context"], object> {
    const column = exposedColumnOf(fieldConfig);
    return column ? answerLoadedColumn(column, resolver as Resolver) : resolver;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      loadedColumns: LoadedColumnsPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin("loadedColumns", LoadedColumnsPlugin);

export default "loadedColumns" as const;
