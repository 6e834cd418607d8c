import {
  changePasswordSchema,
  registerSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  updateProfileSchema,
} from "../../common/validation/accountSchemas.ts";
import type { Context } from "../context.ts";
import { Role, type Order, type User } from "../db/generated/client.ts";
import { AuthenticationError, BotCheckError, NotFoundError, PermissionError, RateLimitError, ValidationError } from "../errors.ts";
import { OrderNode } from "../orders/order.graphql.ts";
import { customerOrderListSpec, ORDER_LIST_FIELDS_DESCRIPTION } from "../orders/orderListSpecs.ts";
import { liveDraftWhere, payableOrderWhere } from "../orders/payability.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { requestResetLink, resetLinkState, resetPasswordAndSignIn, sendResetLink } from "./passwordResetRequests.ts";
import { registerAndSignIn } from "./registration.ts";
import { signOutOfRequest } from "./sessionEnding.ts";
import { updateOwnProfile } from "./profileChange.ts";
import { changePassword } from "./passwordChange.ts";
import { signIn } from "./signIn.ts";
import { setUserDisabled, setUserRole } from "./userAdministration.ts";
import { isSelfOrStaff, signedInActor } from "./viewerChecks.ts";

export const RoleEnum = builder.enumType("Role", {
  description: "CUSTOMER and RESELLER order; PRODUCER (production), ACCOUNTANT (the money) and ADMIN (everything, users and settings alone) are the studio's staff.",
  values: Object.values(Role),
});


/** A customer's or reseller's placed orders: theirs, and those placed for them. */
const ownOrders: ListSource<Pick<User, "id">> = {
  model: "order",
  typeName: "Order",
  where: (user) => ({ archivedAt: null, status: { not: "DRAFT" }, OR: [{ userId: user.id }, { resellerUserId: user.id }] }),
};

export const UserNode = builder.prismaNode("User", {
  id: { field: "id" },
  authScopes: (user, ctx) => isSelfOrStaff(user.id, ctx),
  fields: (t) => ({
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    phone: t.exposeString("phone", { nullable: true }),
    remindUnpaidOrders: t.exposeBoolean("remindUnpaidOrders", { description: "Agreed to one e-mail reminder of each order they leave unpaid." }),
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
    apiTokens: t.relation("apiTokens", { query: { where: { revokedAt: null }, orderBy: { createdAt: "desc" } } }),
    company: t.relation("company", { nullable: true }),
    reseller: t.prismaField({
      type: "Reseller",
      nullable: true,
      description: "The user's reseller terms and clients, once approved.",
      // Asked on every payment page: a customer's answer costs no statement.
      resolve: (query, user, _args, ctx) => (user.role === "RESELLER" ? ctx.prisma.reseller.findUnique({ ...query, where: { userId: user.id } }) : null),
    }),
    webhookEndpoints: t.relation("webhookEndpoints", { description: "The reseller's webhook endpoints, oldest first.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
    orderDraft: t.prismaField({
      type: "Order",
      nullable: true,
      authScopes: { signedIn: true },
      description: "The user's most recently changed draft of this service that has not expired.",
      args: { service: t.arg.string() },
      resolve: (query, user, args, ctx) =>
        ctx.prisma.order.findFirst({
          ...query,
          where: { ...liveDraftWhere(), userId: user.id, archivedAt: null, service: { slug: args.service } },
          orderBy: { updatedAt: "desc" },
        }),
    }),
    payableOrder: t.prismaField({
      type: "Order",
      nullable: true,
      authScopes: { signedIn: true },
      description: "The order the payment page opens without an id: the most recently changed one awaiting payment.",
      resolve: (query, user, _args, ctx) =>
        ctx.prisma.order.findFirst({
          ...query,
          where: { ...payableOrderWhere(), userId: user.id, archivedAt: null },
          orderBy: { updatedAt: "desc" },
        }),
    }),
    orders: t.connection(
      {
        type: OrderNode,
        authScopes: { signedIn: true },
        description: `The user's placed orders and those placed for them, newest first. ${ORDER_LIST_FIELDS_DESCRIPTION}.`,
        ...listQueryField(customerOrderListSpec, ownOrders),
        resolve: (user, args, ctx, info) => resolveListSource<Order>(ownOrders, user, args, ctx, info),
      },
      ...countedConnection("CustomerOrder"),
    ),
  }),
});

export const userListSpec: ListDeclaration = {
  fields: {
    email: { type: "string", sortable: true },
    name: { type: "string", sortable: true },
    role: { type: "enum", enumValues: Object.values(Role), sortable: true },
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

/** The signed-in user's row, read with the request's session or token. */
const viewerRow = (ctx: Context) => ctx.viewer?.user ?? null;

const everyUser: ListSource = { model: "user", typeName: "User" };

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: "User",
    nullable: true,
    authScopes: { public: true },
    description: "The signed-in user, or null.",
    // Only relations need a query; a read plan answers from the row as well (readPlan/).
    extensions: { readPlanValue: viewerRow },
    resolve: (query, _root, _args, ctx) =>
      !ctx.viewer ? null : Object.keys(query).length === 0 ? viewerRow(ctx) : ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.id } }),
  }),
  users: t.connection(
    {
      type: UserNode,
      authScopes: { admin: true },
      ...listQueryField(userListSpec, everyUser),
      resolve: (root, args, ctx, info) => resolveListSource<User>(everyUser, root, args, ctx, info),
    },
    ...countedConnection(),
  ),
  passwordResetLink: t.field({
    type: PasswordResetLink,
    authScopes: { public: true },
    description: "Whether a /reset/{id} link can still be used.",
    args: { id: t.arg.string(), key: t.arg.string() },
    resolve: (_root, args, ctx) => resetLinkState(ctx, args.id, args.key),
  }),
}));

// ---- Mutations -------------------------------------------------------------------------------

type UserRow = { id: string };
const ViewerPayload = builder.objectRef<{ viewer: UserRow }>("ViewerPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ viewer: t.field({ type: UserNode, resolve: (p) => p.viewer as never }) }),
});

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
    remindUnpaidOrders: t.boolean({ required: false, description: "One e-mail reminder of each order left unpaid; unchanged when left out." }),
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

export const UserPayload = builder.objectRef<{ user: UserRow }>("UserPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ user: t.field({ type: UserNode, resolve: (p) => p.user as never }) }),
});

const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({ message: t.exposeString("message") }),
});

builder.mutationFields((t) => ({
  register: t.field({
    type: ViewerPayload,
    authScopes: { public: true },
    errors: { types: [ValidationError, BotCheckError, RateLimitError], directResult: true },
    args: { input: t.arg({ type: RegisterInput }) },
    resolve: async (_root, { input }, ctx) => ({ viewer: await registerAndSignIn(ctx, input) }),
  }),
  signIn: t.field({
    type: ViewerPayload,
    authScopes: { public: true },
    description: "Signs in with e-mail and password. After repeated attempts from one address or at one account it answers BotCheckError until `altcha` carries a solved bot-check.",
    errors: { types: [ValidationError, AuthenticationError, BotCheckError], directResult: true },
    args: { input: t.arg({ type: SignInInput }) },
    resolve: async (_root, { input }, ctx) => ({ viewer: await signIn(ctx, input) }),
  }),
  signOut: t.boolean({
    authScopes: { public: true },
    description: "Ends the current session; true when there was one.",
    resolve: (_root, _args, ctx) => signOutOfRequest(ctx),
  }),
  requestPasswordReset: t.field({
    type: MessagePayload,
    authScopes: { public: true },
    errors: { types: [ValidationError, RateLimitError], directResult: true },
    args: { input: t.arg({ type: RequestPasswordResetInput }) },
    resolve: async (_root, { input }, ctx) => ({ message: await requestResetLink(ctx, input.email) }),
  }),
  resetPassword: t.field({
    type: ViewerPayload,
    authScopes: { public: true },
    errors: { types: [ValidationError, RateLimitError], directResult: true },
    args: { input: t.arg({ type: ResetPasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ viewer: await resetPasswordAndSignIn(ctx, input) }),
  }),
  updateProfile: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: UpdateProfileInput }) },
    resolve: async (_root, { input }, ctx) => ({ user: await updateOwnProfile(ctx, ctx.viewer!, input) }),
  }),
  changePassword: t.field({
    type: UserPayload,
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: ChangePasswordInput }) },
    resolve: async (_root, { input }, ctx) => ({ user: await changePassword(ctx.prisma, ctx.viewer!, ctx, input) }),
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
    resolve: async (_root, args, ctx) => ({ message: await sendResetLink(ctx, ctx.viewer!, args.userId.id) }),
  }),
}));
