import {
  changePasswordSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  updateProfileSchema,
} from "../../common/validation/accountSchemas.ts";
import { readSettings } from "../admin/settings.ts";
import { verifyBotCheck } from "../botcheck/altcha.ts";
import type { Context } from "../context.ts";
import type { User } from "../db/generated/client.ts";
import { AuthenticationError, BotCheckError, NotFoundError, PermissionError, RateLimitError, ValidationError } from "../errors.ts";
import { consumeRateLimit, rateLimits } from "../security/rateLimit.ts";
import { builder } from "../schema/builder.ts";
import { ListQueryRef, listQueryExtensions, resolveListConnection } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { findUsableReset, requestPasswordReset, resetPassword } from "./passwordResets.ts";
import { registerUser } from "./registration.ts";
import { clearedSessionCookie, createSession, sessionCookie } from "./sessions.ts";
import { endOtherSessions, endSession, signOut } from "./sessionEnding.ts";
import { updateProfile } from "./profileChange.ts";
import { changePassword } from "./passwordChange.ts";
import { signInWithPassword } from "./signIn.ts";
import { viewerOf } from "./viewerOf.ts";
import { setUserDisabled, setUserRole } from "./userAdministration.ts";
import { isSelfOrAdmin, signedInActor } from "./viewerChecks.ts";

export const RoleEnum = builder.enumType("Role", { values: ["CUSTOMER", "RESELLER", "ADMIN"] as const });


export const UserNode = builder.prismaNode("User", {
  id: { field: "id" },
  authScopes: (user, ctx) => isSelfOrAdmin(user.id, ctx),
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    phone: t.exposeString("phone", { nullable: true }),
    role: t.expose("role", { type: RoleEnum }),
    referralCode: t.exposeString("referralCode"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastSignInAt: t.expose("lastSignInAt", { type: "DateTime", nullable: true }),
    disabledAt: t.expose("disabledAt", { type: "DateTime", nullable: true }),
    deletedAt: t.expose("deletedAt", { type: "DateTime", nullable: true, description: "When the person deleted their account (it stays, anonymised, for their orders)." }),
    sessions: t.relation("sessions", {
      description: "Active sessions, newest first.",
      query: { where: { revokedAt: null, expiresAt: { gt: new Date() } }, orderBy: { lastSeenAt: "desc" } },
    }),
    orderCount: t.relationCount("orders"),
  }),
});

const SessionNode = builder.prismaNode("Session", {
  id: { field: "id" },
  authScopes: (session, ctx) => isSelfOrAdmin(session.userId, ctx),
  fields: (t) => ({
    userAgent: t.exposeString("userAgent", { nullable: true }),
    ip: t.exposeString("ip", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    lastSeenAt: t.expose("lastSeenAt", { type: "DateTime" }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    current: t.boolean({ description: "Whether this request is signed in with this session.", resolve: (session, _args, ctx) => session.id === ctx.viewer?.sessionId }),
  }),
});

export const userListSpec: ListDeclaration = {
  fields: {
    email: { type: "string", sortable: true },
    name: { type: "string", sortable: true },
    role: { type: "enum", enumValues: ["CUSTOMER", "RESELLER", "ADMIN"], sortable: true },
    createdAt: { type: "dateTime", sortable: true },
    lastSignInAt: { type: "dateTime", sortable: true },
    disabledAt: { type: "dateTime", sortable: true },
    company: { type: "string", field: "company.name", sortable: true },
  },
  relations: { company: {} },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

const PasswordResetLink = builder.objectRef<{ valid: boolean; expiresAt: Date | null }>("PasswordResetLink").implement({
  authScopes: { public: true },
  fields: (t) => ({ valid: t.exposeBoolean("valid"), expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true }) }),
});

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: "User",
    nullable: true,
    authScopes: { public: true },
    description: "The signed-in user, or null.",
    // The user's row was read with the request's session or token; only relations need a query.
    resolve: (query, _root, _args, ctx) =>
      !ctx.viewer ? null : Object.keys(query).length === 0 ? ctx.viewer.user : ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }),
  }),
  users: t.connection(
    {
      type: UserNode,
      authScopes: { admin: true },
      args: { filter: t.arg({ type: ListQueryRef, required: false }) },
      extensions: listQueryExtensions(userListSpec),
      resolve: (_root, args, ctx, info) =>
        resolveListConnection<User>({ args, ctx, info, typeName: "User", delegate: ctx.prisma.user }),
    },
    { fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }) }) },
  ),
  passwordResetLink: t.field({
    type: PasswordResetLink,
    authScopes: { public: true },
    description: "Whether a /reset/{id} link can still be used.",
    args: { id: t.arg.string(), key: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const reset = await findUsableReset(ctx.prisma, ctx.config.sessionSecret, args.id, args.key);
      return { valid: !!reset, expiresAt: reset?.expiresAt ?? null };
    },
  }),
}));

// ---- Mutations -------------------------------------------------------------------------------

type UserRow = { id: string };
const ViewerPayload = builder.objectRef<{ viewer: UserRow }>("ViewerPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ viewer: t.field({ type: UserNode, resolve: (p) => p.viewer as never }) }),
});

async function signInAs(ctx: Context, userId: string) {
  const { token, session } = await createSession(ctx.prisma, ctx.config.sessionSecret, userId, ctx);
  ctx.responseCookies.push(sessionCookie(token, ctx.config.publicUrl.startsWith("https:")));
  const user = await ctx.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  // The rest of this response is resolved for the person who just signed in.
  ctx.viewer = viewerOf(user, { sessionId: session.id });
  return user;
}

const RegisterInput = builder.inputType("RegisterInput", {
  validate: registerSchema,
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    password: t.string(),
    referralCode: t.string({ required: false }),
    altcha: t.string({ required: false, description: "The bot-check widget's solved payload." }),
  }),
});

const SignInInput = builder.inputType("SignInInput", {
  validate: signInSchema,
  fields: (t) => ({
    email: t.string(),
    password: t.string(),
    altcha: t.string({ required: false, description: "The bot-check widget's solved payload, once sign-in has asked for it (BotCheckError)." }),
  }),
});

const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  validate: requestPasswordResetSchema,
  fields: (t) => ({
    email: t.string(),
  }),
});

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  validate: resetPasswordSchema,
  fields: (t) => ({
    id: t.string({ description: "The {id} of the /reset/{id} link." }),
    key: t.string({ description: "The key parameter of the link." }),
    password: t.string(),
    revokeApiTokens: t.boolean({ required: false, description: "Also revoke every API token of the account; true when left out." }),
  }),
});

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  validate: updateProfileSchema,
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string({ required: false }),
  }),
});

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  validate: changePasswordSchema,
  fields: (t) => ({
    currentPassword: t.string(),
    newPassword: t.string(),
    revokeApiTokens: t.boolean({ required: false, description: "Also revoke every API token of the account; false when left out." }),
  }),
});

const UserPayload = builder.objectRef<{ user: UserRow }>("UserPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ user: t.field({ type: UserNode, resolve: (p) => p.user as never }) }),
});

const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString("message") }),
});

const studioContext = async (ctx: Context) => ({
  prisma: ctx.prisma,
  secretKey: ctx.config.sessionSecret,
  publicUrl: ctx.config.publicUrl,
  studioName: (await readSettings(ctx.prisma)).studioName,
  info: ctx,
});

builder.mutationFields((t) => ({
  register: t.field({
    type: ViewerPayload,
    authScopes: { public: true },
    errors: { types: [ValidationError, BotCheckError, RateLimitError], directResult: true },
    args: { input: t.arg({ type: RegisterInput }) },
    resolve: async (_root, { input }, ctx) => {
      await consumeRateLimit(ctx.prisma, rateLimits.register, ctx.ip);
      await verifyBotCheck(ctx.prisma, ctx.config.altchaHmacKey, input.altcha);
      const user = await registerUser(ctx.prisma, ctx, input);
      return { viewer: await signInAs(ctx, user.id) };
    },
  }),
  signIn: t.field({
    type: ViewerPayload,
    authScopes: { public: true },
    description: "Signs in with e-mail and password. After repeated attempts from one address or at one account it answers BotCheckError until `altcha` carries a solved bot-check.",
    errors: { types: [ValidationError, AuthenticationError, BotCheckError], directResult: true },
    args: { input: t.arg({ type: SignInInput }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await signInWithPassword(ctx.prisma, ctx.config.altchaHmacKey, ctx, input);
      return { viewer: await signInAs(ctx, user.id) };
    },
  }),
  signOut: t.boolean({
    authScopes: { public: true },
    description: "Ends the current session; true when there was one.",
    resolve: async (_root, _args, ctx) => {
      ctx.responseCookies.push(clearedSessionCookie(ctx.config.publicUrl.startsWith("https:")));
      return signOut(ctx.prisma, ctx.viewer, ctx);
    },
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    authScopes: { public: true },
    errors: { types: [ValidationError, RateLimitError], directResult: true },
    args: { input: t.arg({ type: RequestPasswordResetInput }) },
    resolve: async (_root, { input }, ctx) => {
      await consumeRateLimit(ctx.prisma, rateLimits.passwordReset, ctx.ip);
      await consumeRateLimit(ctx.prisma, rateLimits.passwordReset, input.email);
      await requestPasswordReset(await studioContext(ctx), input.email);
      void ctx.mailer.deliverPending();
      return { message: "If an account uses this address, we have sent it a link to reset the password. Check your inbox." };
    },
  }),
  resetPassword: t.field({
    type: ViewerPayload,
    authScopes: { public: true },
    errors: { types: [ValidationError, RateLimitError], directResult: true },
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: async (_root, { input }, ctx) => {
      await consumeRateLimit(ctx.prisma, rateLimits.passwordReset, ctx.ip);
      const user = await resetPassword(await studioContext(ctx), input.id, input.key, input.password, { revokeApiTokens: input.revokeApiTokens ?? true });
      return { viewer: await signInAs(ctx, user.id) };
    },
  }),
  updateProfile: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await updateProfile(ctx.prisma, ctx.viewer!, ctx, input);
      // The rest of this request sees the person as they are now.
      ctx.viewer = { ...ctx.viewer!, email: user.email, name: user.name, user };
      return { user };
    },
  }),
  changePassword: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ user: await changePassword(ctx.prisma, ctx.viewer!, ctx, input) }),
  }),
  revokeSession: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, PermissionError], directResult: true },
    args: { id: t.arg.globalID({ for: [SessionNode] }) },
    resolve: async (_root, args, ctx) => ({ user: await endSession(ctx.prisma, ctx.viewer!, ctx, args.id.id) }),
  }),
  revokeOtherSessions: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    description: "Signs out every other browser and device.",
    errors: { types: [PermissionError], directResult: true },
    resolve: async (_root, _args, ctx) => ({ user: await endOtherSessions(ctx.prisma, ctx.viewer!, ctx) }),
  }),
}));

// ---- Administration of users -----------------------------------------------------------------

const SetUserRoleInput = builder.inputType("SetUserRoleInput", {
  fields: (t) => ({ userId: t.globalID({ for: [UserNode] }), role: t.field({ type: RoleEnum }) }),
});
const SetUserDisabledInput = builder.inputType("SetUserDisabledInput", {
  fields: (t) => ({ userId: t.globalID({ for: [UserNode] }), disabled: t.boolean() }),
});

builder.mutationFields((t) => ({
  setUserRole: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, PermissionError], directResult: true },
    args: { input: t.arg({ type: SetUserRoleInput }) },
    resolve: async (_root, { input }, ctx) => ({ user: await setUserRole(ctx.prisma, signedInActor(ctx), input.userId.id, input.role) }),
  }),
  setUserDisabled: t.field({
    type: UserPayload,
    authScopes: { admin: true },
    errors: { types: [NotFoundError, PermissionError], directResult: true },
    args: { input: t.arg({ type: SetUserDisabledInput }) },
    resolve: async (_root, { input }, ctx) => ({ user: await setUserDisabled(ctx.prisma, signedInActor(ctx), input.userId.id, input.disabled) }),
  }),
  sendPasswordReset: t.field({
    type: MessagePayload,
    authScopes: { admin: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { userId: t.arg.globalID({ for: [UserNode] }) },
    resolve: async (_root, args, ctx) => {
      const user = await ctx.prisma.user.findUnique({ where: { id: args.userId.id } });
      if (!user) throw new NotFoundError("This user does not exist.");
      await requestPasswordReset(await studioContext(ctx), user.email, { id: ctx.viewer!.id, email: ctx.viewer!.email });
      void ctx.mailer.deliverPending();
      return { message: `A reset link was sent to ${user.email}.` };
    },
  }),
}));
