// The reseller programme in the API: a customer's application and, once approved, their terms;
// the studio's tables of applications and resellers with the decision, terms and suspension steps.
import type { Context } from "../context.ts";
import { ApplicationStatus } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { CompanyNode } from "../accounts/company.graphql.ts";
import { builder } from "../schema/builder.ts";
import { ListQueryRef, listQueryExtensions, resolveListConnection, type ListArgs } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { MAX_COMMISSION_RATE_BASIS_POINTS, MAX_WHOLESALE_DISCOUNT_BASIS_POINTS } from "./resellerRules.ts";
import { decideResellerApplication, setResellerSuspended, submitResellerApplication, updateResellerTerms } from "./resellers.ts";
import { isSelfOrAdmin, signedInActor } from "../accounts/viewerChecks.ts";


const ApplicationStatusEnum = builder.enumType("ResellerApplicationStatus", {
  values: {
    SUBMITTED: { description: "Waiting for the studio's decision." },
    APPROVED: { description: "Approved with terms: the account is a reseller account." },
    REJECTED: { description: "Rejected with a reason; the customer may apply again." },
  } satisfies Record<ApplicationStatus, { description: string }>,
});

export const ResellerApplicationNode = builder.prismaNode("ResellerApplication", {
  id: { field: "id" },
  select: { id: true, userId: true },
  authScopes: (application, ctx) => isSelfOrAdmin(application.userId, ctx),
  fields: (t) => ({
    companyName: t.exposeString("companyName"),
    vatNumber: t.exposeString("vatNumber", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    country: t.exposeString("country", { nullable: true, description: "ISO 3166-1 alpha-2." }),
    expectedVolume: t.exposeString("expectedVolume", { nullable: true }),
    salesChannels: t.exposeString("salesChannels", { description: "How the applicant sells voice-over to their clients." }),
    message: t.exposeString("message"),
    status: t.expose("status", { type: ApplicationStatusEnum }),
    rejectionReason: t.string({ nullable: true, select: { status: true, decisionNote: true }, resolve: (a) => (a.status === "REJECTED" ? a.decisionNote : null) }),
    reviewedAt: t.expose("reviewedAt", { type: "DateTime", nullable: true }),
    applicant: t.relation("user", { authScopes: { admin: true } }),
    reviewedBy: t.relation("reviewedBy", { nullable: true, authScopes: { admin: true } }),
    company: t.relation("company", { nullable: true, type: CompanyNode, authScopes: { admin: true }, description: "The company approval created for the reseller." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const ResellerNode = builder.prismaNode("Reseller", {
  id: { field: "id" },
  select: { id: true, userId: true },
  authScopes: (reseller, ctx) => isSelfOrAdmin(reseller.userId, ctx),
  fields: (t) => ({
    wholesaleDiscountBasisPoints: t.exposeInt("wholesaleDiscountBasisPoints", { description: "Off the list price of the reseller's orders." }),
    commissionRateBasisPoints: t.exposeInt("commissionRateBasisPoints", { description: "The reseller's share of their clients' orders net of tax." }),
    payoutDetails: t.exposeString("payoutDetails", { nullable: true }),
    suspended: t.boolean({ select: { suspendedAt: true }, resolve: (r) => r.suspendedAt !== null }),
    suspendedAt: t.expose("suspendedAt", { type: "DateTime", nullable: true }),
    suspensionReason: t.exposeString("suspensionReason", { nullable: true }),
    suspendedBy: t.relation("suspendedBy", { nullable: true, authScopes: { admin: true } }),
    user: t.relation("user", { authScopes: { admin: true } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

// ---- The applicant's and reseller's own side -------------------------------------------------------

builder.queryField("myResellerApplication", (t) =>
  t.prismaField({
    type: ResellerApplicationNode,
    nullable: true,
    authScopes: { signedIn: true },
    description: "The viewer's latest reseller application, if any.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.resellerApplication.findFirst({ ...query, where: { userId: ctx.viewer!.id }, orderBy: { createdAt: "desc" } }),
  }),
);

builder.queryField("myReseller", (t) =>
  t.prismaField({
    type: ResellerNode,
    nullable: true,
    authScopes: { signedIn: true },
    description: "The viewer's reseller terms, once their application was approved.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.reseller.findUnique({ ...query, where: { userId: ctx.viewer!.id } }),
  }),
);

const ResellerLimitsRef = builder.objectRef<Record<string, never>>("ResellerTermLimits").implement({
  authScopes: { public: true },
  fields: (t) => ({
    maxWholesaleDiscountBasisPoints: t.int({ resolve: () => MAX_WHOLESALE_DISCOUNT_BASIS_POINTS }),
    maxCommissionRateBasisPoints: t.int({ resolve: () => MAX_COMMISSION_RATE_BASIS_POINTS }),
  }),
});

builder.queryField("resellerTermLimits", (t) => t.field({ type: ResellerLimitsRef, authScopes: { public: true }, description: "The bounds of a reseller's terms.", resolve: () => ({}) }));

// ---- The studio's tables -----------------------------------------------------------------------

const applicationListSpec: ListDeclaration = {
  fields: {
    status: { type: "enum", enumValues: Object.values(ApplicationStatus), sortable: true },
    companyName: { type: "string", sortable: true },
    country: { type: "string", sortable: true },
    applicantEmail: { type: "string", field: "applicant.email", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};
const resellerListSpec: ListDeclaration = {
  fields: {
    email: { type: "string", field: "user.email", sortable: true },
    name: { type: "string", field: "user.name", sortable: true },
    wholesaleDiscountBasisPoints: { type: "int", sortable: true },
    commissionRateBasisPoints: { type: "int", sortable: true },
    suspendedAt: { type: "dateTime", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

function adminListField(
  field: string,
  node: typeof ResellerApplicationNode | typeof ResellerNode,
  options: { description: string; connectionName: string; spec: ListDeclaration; typeName: string; delegate: (ctx: Context) => { findMany(args: object): Promise<unknown[]>; count(args: { where: object }): Promise<number> } },
) {
  builder.queryField(field, (t) =>
    t.connection(
      {
        type: node as typeof ResellerNode,
        authScopes: { admin: true },
        description: options.description,
        args: { filter: t.arg({ type: ListQueryRef, required: false }) },
        extensions: listQueryExtensions(options.spec),
        resolve: (_root, args, ctx, info) =>
          resolveListConnection<{ id: string; userId: string }>({ args: args as ListArgs, ctx, info, typeName: options.typeName, delegate: options.delegate(ctx), where: {} }),
      },
      {
        name: options.connectionName,
        fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }) }),
      },
      { name: `${options.connectionName.replace(/Connection$/, "")}Edge` },
    ),
  );
}

adminListField("manageResellerApplications", ResellerApplicationNode, {
  description: "Every reseller application. List-query fields: status, companyName, country, applicantEmail, createdAt.",
  connectionName: "ResellerApplicationConnection",
  spec: applicationListSpec,
  typeName: "ResellerApplication",
  delegate: (ctx) => ctx.prisma.resellerApplication,
});
adminListField("manageResellers", ResellerNode, {
  description: "Every reseller. List-query fields: email, name, wholesaleDiscountBasisPoints, commissionRateBasisPoints, suspendedAt, createdAt.",
  connectionName: "ResellerConnection",
  spec: resellerListSpec,
  typeName: "Reseller",
  delegate: (ctx) => ctx.prisma.reseller,
});

// ---- Mutations ---------------------------------------------------------------------------------

const ResellerApplicationPayload = builder.objectRef<{ applicationId: string }>("ResellerApplicationPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    application: t.prismaField({ type: ResellerApplicationNode, resolve: (query, p, _args, ctx) => ctx.prisma.resellerApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }) }),
  }),
});

const ResellerPayload = builder.objectRef<{ resellerId: string }>("ResellerPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    reseller: t.prismaField({ type: ResellerNode, resolve: (query, p, _args, ctx) => ctx.prisma.reseller.findUniqueOrThrow({ ...query, where: { id: p.resellerId } }) }),
  }),
});

const SubmitResellerApplicationInput = builder.inputType("SubmitResellerApplicationInput", {
  fields: (t) => ({
    companyName: t.string(),
    vatNumber: t.string({ required: false }),
    website: t.string({ required: false }),
    country: t.string({ description: "ISO 3166-1 alpha-2, such as NL." }),
    expectedVolume: t.string({ required: false, description: "Expected monthly volume, in the applicant's words." }),
    salesChannels: t.string({ description: "How the applicant sells voice-over to their clients." }),
    message: t.string({ required: false }),
  }),
});

builder.mutationField("submitResellerApplication", (t) =>
  t.field({
    type: ResellerApplicationPayload,
    authScopes: { signedIn: true },
    description: "Applies to the reseller programme (one open application at a time; not for resellers or administrators).",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: SubmitResellerApplicationInput }) },
    resolve: async (_root, { input }, ctx) => ({ applicationId: (await submitResellerApplication(ctx.prisma, signedInActor(ctx), input)).id }),
  }),
);

const ApplicationDecisionEnum = builder.enumType("ResellerApplicationDecision", { values: ["APPROVE", "REJECT"] as const });

const DecideResellerApplicationInput = builder.inputType("DecideResellerApplicationInput", {
  fields: (t) => ({
    applicationId: t.globalID({ for: [ResellerApplicationNode] }),
    decision: t.field({ type: ApplicationDecisionEnum }),
    wholesaleDiscountBasisPoints: t.int({ required: false, description: "APPROVE: 0 to 5000 (0–50 %)." }),
    commissionRateBasisPoints: t.int({ required: false, description: "APPROVE: 0 to 3000 (0–30 %)." }),
    payoutDetails: t.string({ required: false }),
    reason: t.string({ required: false, description: "REJECT: why, told to the applicant." }),
  }),
});

builder.mutationField("decideResellerApplication", (t) =>
  t.field({
    type: ResellerApplicationPayload,
    authScopes: { admin: true },
    description: "Approves a submitted application with terms (the account becomes a reseller) or rejects it with a reason; the applicant is e-mailed.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: DecideResellerApplicationInput }) },
    resolve: async (_root, { input }, ctx) => {
      const decision =
        input.decision === "APPROVE"
          ? ({ to: "APPROVED", terms: input } as const)
          : ({ to: "REJECTED", reason: input.reason ?? "" } as const);
      return { applicationId: (await decideResellerApplication(ctx.prisma, signedInActor(ctx), input.applicationId.id, decision)).id };
    },
  }),
);

const UpdateResellerTermsInput = builder.inputType("UpdateResellerTermsInput", {
  fields: (t) => ({
    resellerId: t.globalID({ for: [ResellerNode] }),
    wholesaleDiscountBasisPoints: t.int({ description: "0 to 5000 (0–50 %)." }),
    commissionRateBasisPoints: t.int({ description: "0 to 3000 (0–30 %)." }),
    payoutDetails: t.string({ required: false }),
  }),
});

builder.mutationField("updateResellerTerms", (t) =>
  t.field({
    type: ResellerPayload,
    authScopes: { admin: true },
    description: "Changes a reseller's wholesale discount, commission rate and payout details.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: UpdateResellerTermsInput }) },
    resolve: async (_root, { input }, ctx) => ({ resellerId: (await updateResellerTerms(ctx.prisma, signedInActor(ctx), input.resellerId.id, input)).id }),
  }),
);

const SetResellerSuspendedInput = builder.inputType("SetResellerSuspendedInput", {
  fields: (t) => ({
    resellerId: t.globalID({ for: [ResellerNode] }),
    suspended: t.boolean(),
    reason: t.string({ description: "Why: told to the reseller and kept in the audit log." }),
  }),
});

builder.mutationField("setResellerSuspended", (t) =>
  t.field({
    type: ResellerPayload,
    authScopes: { admin: true },
    description: "Suspends a reseller (they keep the role; reseller-only actions are refused) or reactivates them, with a reason.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: SetResellerSuspendedInput }) },
    resolve: async (_root, { input }, ctx) => ({ resellerId: (await setResellerSuspended(ctx.prisma, signedInActor(ctx), input.resellerId.id, input)).id }),
  }),
);
