// Permission before input: a caller who may not use a field learns nothing about its arguments.
// Pothos runs argument mappers (the validation plugin's input schemas, relay's global-id parsing)
// before any plugin's resolver wrapper, so scope-auth's checks came after validation and an
// anonymous caller of an admin mutation was answered with its field errors. This plugin checks
// the field's scopes (and its type's, for fields of object types) before the argument mappers;
// scope-auth checks them again, from its request cache, after them. A field whose scopes are a
// function of its arguments is checked by scope-auth alone (it needs the mapped arguments).
import SchemaBuilder, { BasePlugin, completeValue, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { ForbiddenError, RequestCache, type AuthFailure } from "@pothos/plugin-scope-auth";
import type { GraphQLFieldResolver, GraphQLResolveInfo } from "graphql";

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types["Context"], object>;
type Check = (cache: RequestCache<SchemaTypes>, parent: unknown, info: GraphQLResolveInfo) => ReturnType<RequestCache<SchemaTypes>["evaluateScopeMap"]>;

const rootKinds = new Set(["Query", "Mutation", "Subscription"]);

export class AuthorizeFirstPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapArgMappers(resolver: Resolver<Types> | undefined, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> | undefined {
    if (!resolver || fieldConfig.argMappers.length === 0) return resolver;
    const checks = this.checksFor(fieldConfig);
    if (checks.length === 0) return resolver;
    const builder = this.builder as unknown as PothosSchemaTypes.SchemaBuilder<SchemaTypes>;
    const unauthorizedError = builder.options.scopeAuth?.unauthorizedError;
    const refuse = (parent: unknown, context: object, info: GraphQLResolveInfo, failure: AuthFailure) => {
      const fallback = `Not authorized to resolve ${info.parentType.name}.${info.fieldName}`;
      const error = unauthorizedError ? unauthorizedError(parent as object, context, info, { message: fallback, failure }) : fallback;
      throw typeof error === "string" ? new ForbiddenError(error, failure) : error;
    };
    return (parent, args, context, info) => {
      const cache = RequestCache.fromContext(context, builder);
      const run = (index: number): unknown =>
        index === checks.length
          ? resolver(parent, args, context, info)
          : completeValue(checks[index](cache, parent, info), (failure) => (failure ? refuse(parent, context, info, failure) : run(index + 1)));
      return run(0);
    };
  }

  private checksFor(fieldConfig: PothosOutputFieldConfig<Types>): Check[] {
    const checks: Check[] = [];
    const typeConfig = this.buildCache.getTypeConfig(fieldConfig.parentType);
    const typeOptions = typeConfig.pothosOptions as { runScopesOnType?: boolean; authScopes?: unknown };
    const runTypeScopes = typeOptions.runScopesOnType ?? this.builder.options.scopeAuth?.runScopesOnType ?? false;
    const typeScopes = typeOptions.authScopes;
    if (!rootKinds.has(typeConfig.kind) && runTypeScopes && typeScopes && !fieldConfig.pothosOptions.skipTypeScopes) {
      checks.push(
        typeof typeScopes === "function"
          ? (cache, parent, info) => cache.evaluateTypeScopeFunction(typeScopes as never, typeConfig.name, parent, info)
          : (cache, _parent, info) => cache.evaluateScopeMap(typeScopes as never, info),
      );
    }
    const fieldScopes = fieldConfig.pothosOptions.authScopes;
    if (fieldScopes && typeof fieldScopes !== "function") checks.push((cache, _parent, info) => cache.evaluateScopeMap(fieldScopes as never, info));
    return checks;
  }
}

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      authorizeFirst: AuthorizeFirstPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin("authorizeFirst", AuthorizeFirstPlugin);

export default "authorizeFirst" as const;
