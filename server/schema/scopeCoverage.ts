// The role guard applies by default: a schema in which a root field or an object type declares
// no auth scopes does not build, so a forgotten declaration cannot ship as a public field.
import { type GraphQLSchema, isObjectType, isInterfaceType } from "graphql";

type WithPothosOptions = { extensions?: { pothosOptions?: { authScopes?: unknown } } | null };

const declares = (thing: WithPothosOptions) => thing.extensions?.pothosOptions?.authScopes !== undefined;

export function findUndeclaredScopes(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (!declares(field as WithPothosOptions)) missing.push(`${root.name}.${field.name}`);
    }
  }
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || roots.has(type.name)) continue;
    if ((isObjectType(type) || isInterfaceType(type)) && !declares(type as WithPothosOptions)) missing.push(type.name);
  }
  return missing;
}

export function assertEveryFieldDeclaresScopes(schema: GraphQLSchema) {
  const missing = findUndeclaredScopes(schema);
  if (missing.length > 0) throw new Error(`These fields and types declare no auth scopes: ${missing.join(", ")}`);
}
