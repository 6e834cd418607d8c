// Payouts in the API: a partner's payouts and asking for one, the studio's table of every payout
// and its steps on them (approve, pay, reject; approving several at once).
import { PayoutStatus } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { signedInActor } from "../accounts/viewerChecks.ts";
import { builder } from "../schema/builder.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { isPartnerOrBookkeeping } from "./partnerAccess.ts";
import { everyone, own, partnerListField } from "./partnerListField.ts";
import { approvePayouts, decidePayout, payoutDecisionOf, requestPayout } from "./payouts.ts";

const PayoutStatusEnum = builder.enumType("PayoutStatus", { values: Object.values(PayoutStatus) });

export const PayoutNode = builder.prismaNode("Payout", {
  id: { field: "id" },
  select: { id: true, userId: true },
  authScopes: (payout, ctx) => isPartnerOrBookkeeping(payout.userId, ctx),
  fields: (t) => ({
    amount: t.exposeInt("amount"),
    currency: t.field({ type: "Currency", select: { currency: true }, resolve: (p) => p.currency }),
    status: t.expose("status", { type: PayoutStatusEnum }),
    details: t.exposeString("details", { nullable: true, description: "Where the partner asked to be paid." }),
    reference: t.exposeString("reference", { nullable: true, description: "The transfer's reference, once paid." }),
    rejectionReason: t.string({ nullable: true, select: { status: true, note: true }, resolve: (p) => (p.status === "REJECTED" ? p.note : null) }),
    partner: t.relation("user", { authScopes: { bookkeeping: true } }),
    decidedBy: t.relation("decidedBy", { nullable: true, authScopes: { bookkeeping: true } }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const payoutListSpec: ListDeclaration = {
  fields: {
    status: { type: "enum", enumValues: Object.values(PayoutStatus), sortable: true },
    amount: { type: "int", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
    paidAt: { type: "dateTime", sortable: true },
    partnerEmail: { type: "string", field: "partner.email", sortable: true },
    reference: { type: "string", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

partnerListField("partnerPayouts", PayoutNode, {
  description: "The viewer's payouts, newest first.",
  mine: true,
  connectionName: "PartnerPayoutConnection",
  spec: payoutListSpec,
  typeName: "Payout",
  model: "payout",
  where: own("userId"),
});
partnerListField("managePayouts", PayoutNode, {
  description: "Every payout. List-query fields: status, amount, createdAt, paidAt, partnerEmail, reference.",
  mine: false,
  connectionName: "PayoutConnection",
  spec: payoutListSpec,
  typeName: "Payout",
  model: "payout",
  where: everyone,
});

const PayoutPayload = builder.objectRef<{ payoutId: string }>("PayoutPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    payout: t.prismaField({ type: PayoutNode, resolve: (query, p, _args, ctx) => ctx.prisma.payout.findUniqueOrThrow({ ...query, where: { id: p.payoutId } }) }),
  }),
});

const RequestPayoutInput = builder.inputType("RequestPayoutInput", {
  fields: (t) => ({ details: t.string({ required: false, description: "Where to send the money (IBAN and account holder), kept with the payout." }) }),
});

builder.mutationField("requestPayout", (t) =>
  t.field({
    type: PayoutPayload,
    authScopes: { signedIn: true },
    description: "Asks for the viewer's whole available balance to be paid out (at least the studio's minimum).",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: RequestPayoutInput, required: false }) },
    resolve: async (_root, { input }, ctx) => ({ payoutId: (await requestPayout(ctx.prisma, signedInActor(ctx), { details: input?.details })).id }),
  }),
);

const PayoutDecisionEnum = builder.enumType("PayoutDecision", { values: ["APPROVE", "PAY", "REJECT"] as const });

const DecidePayoutInput = builder.inputType("DecidePayoutInput", {
  fields: (t) => ({
    payoutId: t.globalID({ for: [PayoutNode] }),
    decision: t.field({ type: PayoutDecisionEnum }),
    reference: t.string({ required: false, description: "PAY: the bank transfer's reference." }),
    reason: t.string({ required: false, description: "REJECT: why, told to the partner." }),
  }),
});

builder.mutationField("decidePayout", (t) =>
  t.field({
    type: PayoutPayload,
    authScopes: { bookkeeping: true },
    description: "The studio's step on a payout: approve a requested one, mark an approved one paid, or reject it (the money returns to the balance).",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: DecidePayoutInput }) },
    resolve: async (_root, { input }, ctx) => ({ payoutId: (await decidePayout(ctx.prisma, signedInActor(ctx), input.payoutId.id, payoutDecisionOf(input))).id }),
  }),
);

const ApprovePayoutsInput = builder.inputType("ApprovePayoutsInput", {
  fields: (t) => ({ payoutIds: t.globalIDList({ for: [PayoutNode] }) }),
});

const ApprovePayoutsPayload = builder.objectRef<{ payoutIds: string[] }>("ApprovePayoutsPayload").implement({
  authScopes: { bookkeeping: true },
  fields: (t) => ({
    approved: t.prismaField({
      type: [PayoutNode],
      description: "The payouts this call approved; ones no longer requested are left as they are.",
      resolve: (query, p, _args, ctx) => ctx.prisma.payout.findMany({ ...query, where: { id: { in: p.payoutIds } }, orderBy: { createdAt: "asc" } }),
    }),
  }),
});

builder.mutationField("approvePayouts", (t) =>
  t.field({
    type: ApprovePayoutsPayload,
    authScopes: { bookkeeping: true },
    description: "Approves several requested payouts at once (at most 100).",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: ApprovePayoutsInput }) },
    resolve: async (_root, { input }, ctx) => ({ payoutIds: (await approvePayouts(ctx.prisma, signedInActor(ctx), input.payoutIds.map((id) => id.id))).map((p) => p.id) }),
  }),
);
