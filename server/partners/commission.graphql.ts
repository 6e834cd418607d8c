// Commissions in the API: what a partner earned on each referred order, the studio's table of
// every commission, and voiding one.
import { CommissionSource, CommissionStatus } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";
import { signedInActor } from "../accounts/viewerChecks.ts";
import { builder } from "../schema/builder.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { voidCommission } from "./adjustments.ts";
import { isPartnerOrBookkeeping } from "./partnerAccess.ts";
import { everyone, own, partnerListField } from "./partnerListField.ts";

const CommissionStatusEnum = builder.enumType("CommissionStatus", {
  values: {
    PENDING: { description: "In the holding period: a refund of the order voids it." },
    APPROVED: { description: "Credited to the partner's balance." },
    PAID: { description: "Included in a payout that was paid." },
    VOID: { description: "The order was refunded during the holding period, or the studio voided it." },
    CLAWED_BACK: { description: "The order was refunded after approval: the money was taken back from the balance." },
  } satisfies Record<CommissionStatus, { description: string }>,
});
const CommissionSourceEnum = builder.enumType("CommissionSource", { values: Object.values(CommissionSource) });

export const CommissionNode = builder.prismaNode("Commission", {
  id: { field: "id" },
  select: { id: true, partnerId: true },
  authScopes: (commission, ctx) => isPartnerOrBookkeeping(commission.partnerId, ctx),
  fields: (t) => ({
    source: t.expose("source", { type: CommissionSourceEnum }),
    status: t.expose("status", { type: CommissionStatusEnum }),
    amount: t.exposeInt("amount", { description: "Minor units: what it is worth now (less after a partial refund)." }),
    baseAmount: t.exposeInt("baseAmount", { description: "The order's amount net of tax the rate applied to." }),
    rateBasisPoints: t.exposeInt("rateBasisPoints"),
    currency: t.field({ type: "Currency", select: { currency: true }, resolve: (c) => c.currency }),
    availableAt: t.expose("availableAt", { type: "DateTime", description: "The end of the holding period." }),
    approvedAt: t.expose("approvedAt", { type: "DateTime", nullable: true }),
    endedAt: t.expose("endedAt", { type: "DateTime", nullable: true }),
    endReason: t.exposeString("endReason", { nullable: true }),
    partner: t.relation("partner", { authScopes: { bookkeeping: true } }),
    order: t.relation("order", { authScopes: { bookkeeping: true } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const commissionListSpec: ListDeclaration = {
  fields: {
    status: { type: "enum", enumValues: Object.values(CommissionStatus), sortable: true },
    source: { type: "enum", enumValues: Object.values(CommissionSource), sortable: true },
    amount: { type: "int", sortable: true },
    availableAt: { type: "dateTime", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
    partnerEmail: { type: "string", field: "partner.email", sortable: true },
    orderNumber: { type: "int", field: "order.number", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

partnerListField("partnerCommissions", CommissionNode, {
  description: "The viewer's commissions, newest first.",
  mine: true,
  connectionName: "PartnerCommissionConnection",
  spec: commissionListSpec,
  typeName: "Commission",
  model: "commission",
  where: own("partnerId"),
});
partnerListField("manageCommissions", CommissionNode, {
  description: "Every commission. List-query fields: status, source, amount, availableAt, createdAt, partnerEmail, orderNumber.",
  mine: false,
  connectionName: "CommissionConnection",
  spec: commissionListSpec,
  typeName: "Commission",
  model: "commission",
  where: everyone,
});

const VoidCommissionInput = builder.inputType("VoidCommissionInput", {
  fields: (t) => ({
    commissionId: t.globalID({ for: [CommissionNode] }),
    reason: t.string({ description: "Why, kept with the commission and shown to the partner." }),
  }),
});

const CommissionPayload = builder.objectRef<{ commissionId: string }>("CommissionPayload").implement({
  authScopes: { bookkeeping: true },
  fields: (t) => ({
    commission: t.prismaField({ type: CommissionNode, resolve: (query, p, _args, ctx) => ctx.prisma.commission.findUniqueOrThrow({ ...query, where: { id: p.commissionId } }) }),
  }),
});

builder.mutationField("voidCommission", (t) =>
  t.field({
    type: CommissionPayload,
    authScopes: { bookkeeping: true },
    description: "Voids a commission: a pending one ends; an approved or paid one is clawed back from the partner's balance.",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: VoidCommissionInput }) },
    resolve: async (_root, { input }, ctx) => ({ commissionId: (await voidCommission(ctx.prisma, signedInActor(ctx), input.commissionId.id, input.reason)).id }),
  }),
);
