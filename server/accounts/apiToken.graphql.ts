import * as rules from "../../common/validation/rules.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { isApiTokenExpired } from "./apiTokens.ts";
import { createOwnApiToken, revokeOwnApiToken } from "./ownApiTokens.ts";
import { isSelfOrAdmin } from "./viewerChecks.ts";

export const ApiTokenNode = builder.prismaNode("ApiToken", {
  id: { field: "id" },
  authScopes: (token, ctx) => isSelfOrAdmin(token.userId, ctx),
  description: "A personal token for the GraphQL API, sent as `Authorization: Bearer <token>`.",
  fields: (t) => ({
    name: t.exposeString("name"),
    prefix: t.exposeString("prefix", { description: "The token's first characters, to tell tokens apart." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    readOnly: t.exposeBoolean("readOnly", { description: "The token may run queries only: its mutations are refused." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true, description: "When the token stops working; null: never." }),
    expired: t.boolean({ description: "The token's expiry has passed: it is refused.", resolve: (token) => isApiTokenExpired(token) }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true, description: "When the token was last used (written at most once a minute); null: never." }),
    revokedAt: t.expose("revokedAt", { type: "DateTime", nullable: true }),
  }),
});

const CreateApiTokenInput = builder.inputType("CreateApiTokenInput", {
  fields: (t) => ({
    name: t.string({ validate: rules.requiredText(80) }),
    readOnly: t.boolean({ required: false, description: "Queries only: the token's mutations are refused. Default false." }),
    expiresAt: t.field({ type: "DateTime", required: false, description: "When the token stops working: in the future, at most 2 years ahead. Default: never." }),
  }),
});

const CreatedApiToken = builder.objectRef<{ token: string; apiToken: { id: string } }>("CreatedApiTokenPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    token: t.exposeString("token", { description: "The secret itself. Shown once: only its hash is stored." }),
    apiToken: t.field({ type: ApiTokenNode, resolve: (p) => p.apiToken as never }),
  }),
});

const RevokedApiToken = builder.objectRef<{ revokedId: string }>("RevokedApiTokenPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ revokedId: t.exposeID("revokedId") }),
});

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreatedApiToken,
    authScopes: { reseller: true },
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: CreateApiTokenInput }) },
    resolve: (_root, { input }, ctx) => createOwnApiToken(ctx, ctx.viewer!, input),
  }),
  revokeApiToken: t.field({
    type: RevokedApiToken,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.globalID({ for: [ApiTokenNode] }) },
    resolve: async (_root, args, ctx) => {
      await revokeOwnApiToken(ctx, ctx.viewer!, args.id.id);
      return { revokedId: args.id.id };
    },
  }),
}));
