// A customer's application to the reseller programme in the API: their own latest one, the
// studio's table of applications, applying, and the studio's decision (approved with terms, or
// rejected with a reason).
import { ApplicationStatus, type ResellerApplication } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { isSelfOrAdmin, signedInActor } from "../accounts/viewerChecks.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { decideResellerApplication, submitResellerApplication } from "./resellers.ts";

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
    company: t.relation("company", { nullable: true, authScopes: { admin: true }, description: "The company approval created for the reseller." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.queryField("myResellerApplication", (t) =>
  t.prismaField({
    type: ResellerApplicationNode,
    nullable: true,
    authScopes: { signedIn: true },
    description: "The viewer's latest reseller application, if any.",
    resolve: (query, _root, _args, ctx) => ctx.prisma.resellerApplication.findFirst({ ...query, where: { userId: ctx.viewer!.id }, orderBy: { createdAt: "desc" } }),
  }),
);

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

const applicationList: ListSource = { model: "resellerApplication", typeName: "ResellerApplication" };

builder.queryField("manageResellerApplications", (t) =>
  t.connection(
    {
      type: ResellerApplicationNode,
      authScopes: { admin: true },
      description: "Every reseller application. List-query fields: status, companyName, country, applicantEmail, createdAt.",
      ...listQueryField(applicationListSpec, applicationList),
      resolve: (root, args, ctx, info) => resolveListSource<ResellerApplication>(applicationList, root, args, ctx, info),
    },
    ...countedConnection("ResellerApplication"),
  ),
);

// ---- Mutations ---------------------------------------------------------------------------------

const ResellerApplicationPayload = builder.objectRef<{ applicationId: string }>("ResellerApplicationPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    application: t.prismaField({ type: ResellerApplicationNode, resolve: (query, p, _args, ctx) => ctx.prisma.resellerApplication.findUniqueOrThrow({ ...query, where: { id: p.applicationId } }) }),
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

