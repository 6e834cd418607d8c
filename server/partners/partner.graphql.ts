// The partner programme in the API: a partner's own account (referral link, balance, the people
// they referred, their ledger and payouts, asking for a payout), and the studio's tables of
// referrals, commissions and payouts with the payout steps.
import { requestSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import { CommissionSource, CommissionStatus, LedgerEntryKind, PayoutStatus } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { UserNode } from "../accounts/user.graphql.ts";
import { builder } from "../schema/builder.ts";
import { ListQueryRef, listQueryExtensions, resolveListConnection, type ListArgs } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { adjustPartnerBalance, voidCommission } from "./adjustments.ts";
import { EARNED_COMMISSION_STATUSES } from "./commissionStates.ts";
import { partnerBalance } from "./ledger.ts";
import { approvePayouts, decidePayout, requestPayout } from "./payouts.ts";
import { maskEmail, referralLink, referralState } from "./referrals.ts";
import { isAdmin, signedInActor } from "../accounts/viewerChecks.ts";

const isPartnerOrAdmin = (partnerId: string, ctx: Context) => isAdmin(ctx) || ctx.viewer?.id === partnerId;

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
const LedgerEntryKindEnum = builder.enumType("LedgerEntryKind", { values: Object.values(LedgerEntryKind) });
const PayoutStatusEnum = builder.enumType("PayoutStatus", { values: Object.values(PayoutStatus) });
const ReferralStateEnum = builder.enumType("ReferralState", {
  values: {
    SIGNED_UP: { description: "Registered through the link, no paid order yet." },
    ORDERED: { description: "Has paid at least one order." },
    NOT_ELIGIBLE: { description: "The same person as the referrer: their orders earn nothing." },
  },
});

const PartnerBalanceRef = builder.objectRef<{ currency: string; available: number; pending: number }>("PartnerBalance").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    currency: t.field({ type: "Currency", resolve: (b) => b.currency }),
    available: t.exposeInt("available", { description: "Minor units that can be paid out now (negative after a clawback)." }),
    pending: t.exposeInt("pending", { description: "Minor units of commissions still in their holding period." }),
  }),
});

export const ReferralNode = builder.prismaNode("Referral", {
  id: { field: "id" },
  select: { id: true, referrerId: true },
  authScopes: (referral, ctx) => isPartnerOrAdmin(referral.referrerId, ctx),
  fields: (t) => ({
    maskedEmail: t.string({
      description: "The referred customer's address, masked for the referrer.",
      select: { referredUser: { select: { email: true } } },
      resolve: (referral) => maskEmail(referral.referredUser.email),
    }),
    state: t.field({
      type: ReferralStateEnum,
      select: { ineligibleReason: true, referredUser: { select: { _count: { select: { orders: { where: { paidAt: { not: null } } } } } } } },
      resolve: (referral) => referralState({ ineligibleReason: referral.ineligibleReason, paidOrders: referral.referredUser._count.orders }),
    }),
    earned: t.int({
      description: "Minor units earned through this referral (pending, approved and paid commissions).",
      select: { commissions: { where: { status: { in: EARNED_COMMISSION_STATUSES } }, select: { amount: true } } },
      resolve: (referral) => referral.commissions.reduce((sum, c) => sum + c.amount, 0),
    }),
    ineligibleReason: t.exposeString("ineligibleReason", { nullable: true, authScopes: { admin: true } }),
    referrer: t.relation("referrer", { authScopes: { admin: true } }),
    referredUser: t.relation("referredUser", { authScopes: { admin: true } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const CommissionNode = builder.prismaNode("Commission", {
  id: { field: "id" },
  select: { id: true, partnerId: true },
  authScopes: (commission, ctx) => isPartnerOrAdmin(commission.partnerId, ctx),
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
    partner: t.relation("partner", { authScopes: { admin: true } }),
    order: t.relation("order", { authScopes: { admin: true } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const PayoutNode = builder.prismaNode("Payout", {
  id: { field: "id" },
  select: { id: true, userId: true },
  authScopes: (payout, ctx) => isPartnerOrAdmin(payout.userId, ctx),
  fields: (t) => ({
    amount: t.exposeInt("amount"),
    currency: t.field({ type: "Currency", select: { currency: true }, resolve: (p) => p.currency }),
    status: t.expose("status", { type: PayoutStatusEnum }),
    details: t.exposeString("details", { nullable: true, description: "Where the partner asked to be paid." }),
    reference: t.exposeString("reference", { nullable: true, description: "The transfer's reference, once paid." }),
    rejectionReason: t.string({ nullable: true, select: { status: true, note: true }, resolve: (p) => (p.status === "REJECTED" ? p.note : null) }),
    partner: t.relation("user", { authScopes: { admin: true } }),
    decidedBy: t.relation("decidedBy", { nullable: true, authScopes: { admin: true } }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    paidAt: t.expose("paidAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

export const PartnerLedgerEntryNode = builder.prismaNode("PartnerLedgerEntry", {
  id: { field: "id" },
  select: { id: true, partnerId: true },
  authScopes: (entry, ctx) => isPartnerOrAdmin(entry.partnerId, ctx),
  fields: (t) => ({
    kind: t.expose("kind", { type: LedgerEntryKindEnum }),
    amount: t.exposeInt("amount", { description: "Signed minor units: credits positive, payouts and clawbacks negative." }),
    currency: t.field({ type: "Currency", select: { currency: true }, resolve: (e) => e.currency }),
    note: t.exposeString("note", { nullable: true }),
    commission: t.relation("commission", { nullable: true }),
    payout: t.relation("payout", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

// ---- Lists -----------------------------------------------------------------------------------

const referralListSpec: ListDeclaration = {
  fields: {
    createdAt: { type: "dateTime", sortable: true },
    referrerEmail: { type: "string", field: "referrer.email", sortable: true },
    referredEmail: { type: "string", field: "referredUser.email", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};
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
const ledgerListSpec: ListDeclaration = {
  fields: {
    kind: { type: "enum", enumValues: Object.values(LedgerEntryKind), sortable: true },
    amount: { type: "int", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

type ListFieldOptions = {
  description: string;
  /** The viewer's own rows (any signed-in person), or everyone's (administrators). */
  mine: boolean;
  connectionName: string;
  spec: ListDeclaration;
  typeName: string;
  delegate: (ctx: Context) => { findMany(args: object): Promise<unknown[]>; count(args: { where: object }): Promise<number> };
  where: (ctx: Context) => object;
};

/** A list-query connection of a partner's own rows (`mine`) or of everyone's for the studio. */
function listField(field: string, node: typeof ReferralNode | typeof CommissionNode | typeof PayoutNode | typeof PartnerLedgerEntryNode, options: ListFieldOptions) {
  builder.queryField(field, (t) =>
    t.connection(
      {
        type: node as typeof PayoutNode,
        authScopes: options.mine ? { signedIn: true } : { admin: true },
        description: options.description,
        args: { filter: t.arg({ type: ListQueryRef, required: false }) },
        extensions: listQueryExtensions(options.spec),
        resolve: (_root, args, ctx, info) =>
          resolveListConnection<{ id: string; userId: string }>({ args: args as ListArgs, ctx, info, typeName: options.typeName, delegate: options.delegate(ctx), where: options.where(ctx) }),
      },
      {
        name: options.connectionName,
        fields: (c) => ({ totalCount: c.int({ resolve: (connection) => (connection as { totalCount?: number }).totalCount ?? 0 }) }),
      },
      { name: `${options.connectionName.replace(/Connection$/, "")}Edge` },
    ),
  );
}

const own = (column: string) => (ctx: Context) => ({ [column]: ctx.viewer!.id });
const everyone = () => ({});

listField("partnerReferrals", ReferralNode, {
  description: "The people who registered through the viewer's referral link, newest first.",
  mine: true,
  connectionName: "PartnerReferralConnection",
  spec: referralListSpec,
  typeName: "Referral",
  delegate: (ctx) => ctx.prisma.referral,
  where: own("referrerId"),
});
listField("partnerLedger", PartnerLedgerEntryNode, {
  description: "The viewer's ledger: commissions credited, clawbacks, payouts and adjustments, newest first.",
  mine: true,
  connectionName: "PartnerLedgerConnection",
  spec: ledgerListSpec,
  typeName: "PartnerLedgerEntry",
  delegate: (ctx) => ctx.prisma.partnerLedgerEntry,
  where: own("partnerId"),
});
listField("partnerPayouts", PayoutNode, {
  description: "The viewer's payouts, newest first.",
  mine: true,
  connectionName: "PartnerPayoutConnection",
  spec: payoutListSpec,
  typeName: "Payout",
  delegate: (ctx) => ctx.prisma.payout,
  where: own("userId"),
});
listField("partnerCommissions", CommissionNode, {
  description: "The viewer's commissions, newest first.",
  mine: true,
  connectionName: "PartnerCommissionConnection",
  spec: commissionListSpec,
  typeName: "Commission",
  delegate: (ctx) => ctx.prisma.commission,
  where: own("partnerId"),
});
listField("manageReferrals", ReferralNode, {
  description: "Every referral. List-query fields: createdAt, referrerEmail, referredEmail.",
  mine: false,
  connectionName: "ReferralConnection",
  spec: referralListSpec,
  typeName: "Referral",
  delegate: (ctx) => ctx.prisma.referral,
  where: everyone,
});
listField("manageCommissions", CommissionNode, {
  description: "Every commission. List-query fields: status, source, amount, availableAt, createdAt, partnerEmail, orderNumber.",
  mine: false,
  connectionName: "CommissionConnection",
  spec: commissionListSpec,
  typeName: "Commission",
  delegate: (ctx) => ctx.prisma.commission,
  where: everyone,
});
listField("managePayouts", PayoutNode, {
  description: "Every payout. List-query fields: status, amount, createdAt, paidAt, partnerEmail, reference.",
  mine: false,
  connectionName: "PayoutConnection",
  spec: payoutListSpec,
  typeName: "Payout",
  delegate: (ctx) => ctx.prisma.payout,
  where: everyone,
});

// ---- The partner's account ----------------------------------------------------------------------

const PartnerAccountRef = builder.objectRef<{ userId: string; referralCode: string }>("PartnerAccount").implement({
  authScopes: { signedIn: true },
  description: "The viewer's side of the partner programme.",
  fields: (t) => ({
    referralLink: t.string({ description: "Registering through it makes the viewer the new customer's referrer.", resolve: (a, _args, ctx) => referralLink(ctx.config, a.referralCode) }),
    balance: t.field({ type: PartnerBalanceRef, resolve: async (a, _args, ctx) => partnerBalance(ctx.prisma, a.userId, (await requestSettings(ctx)).currency) }),
    payoutMinimum: t.int({ description: "Minor units: the smallest payout that can be asked for.", resolve: async (_a, _args, ctx) => (await requestSettings(ctx)).payoutMinimum }),
    commissionRateBasisPoints: t.int({ description: "The referrer's share of a referred customer's order net of tax.", resolve: async (_a, _args, ctx) => (await requestSettings(ctx)).referralRateBasisPoints }),
    holdingDays: t.int({ description: "Days a commission waits before it is approved.", resolve: async (_a, _args, ctx) => (await requestSettings(ctx)).commissionHoldingDays }),
  }),
});

builder.queryField("partnerAccount", (t) =>
  t.field({
    type: PartnerAccountRef,
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ({ userId: ctx.viewer!.id, referralCode: ctx.viewer!.user.referralCode }),
  }),
);

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
    authScopes: { admin: true },
    description: "The studio's step on a payout: approve a requested one, mark an approved one paid, or reject it (the money returns to the balance).",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: { input: t.arg({ type: DecidePayoutInput }) },
    resolve: async (_root, { input }, ctx) => {
      const decision =
        input.decision === "APPROVE"
          ? ({ to: "APPROVED" } as const)
          : input.decision === "PAY"
            ? ({ to: "PAID", reference: input.reference ?? "" } as const)
            : ({ to: "REJECTED", reason: input.reason ?? "" } as const);
      return { payoutId: (await decidePayout(ctx.prisma, signedInActor(ctx), input.payoutId.id, decision)).id };
    },
  }),
);

const ApprovePayoutsInput = builder.inputType("ApprovePayoutsInput", {
  fields: (t) => ({ payoutIds: t.globalIDList({ for: [PayoutNode] }) }),
});

const ApprovePayoutsPayload = builder.objectRef<{ payoutIds: string[] }>("ApprovePayoutsPayload").implement({
  authScopes: { admin: true },
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
    authScopes: { admin: true },
    description: "Approves several requested payouts at once (at most 100).",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: ApprovePayoutsInput }) },
    resolve: async (_root, { input }, ctx) => ({ payoutIds: (await approvePayouts(ctx.prisma, signedInActor(ctx), input.payoutIds.map((id) => id.id))).map((p) => p.id) }),
  }),
);

const VoidCommissionInput = builder.inputType("VoidCommissionInput", {
  fields: (t) => ({
    commissionId: t.globalID({ for: [CommissionNode] }),
    reason: t.string({ description: "Why, kept with the commission and shown to the partner." }),
  }),
});

const CommissionPayload = builder.objectRef<{ commissionId: string }>("CommissionPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    commission: t.prismaField({ type: CommissionNode, resolve: (query, p, _args, ctx) => ctx.prisma.commission.findUniqueOrThrow({ ...query, where: { id: p.commissionId } }) }),
  }),
});

builder.mutationField("voidCommission", (t) =>
  t.field({
    type: CommissionPayload,
    authScopes: { admin: true },
    description: "Voids a commission: a pending one ends; an approved or paid one is clawed back from the partner's balance.",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: VoidCommissionInput }) },
    resolve: async (_root, { input }, ctx) => ({ commissionId: (await voidCommission(ctx.prisma, signedInActor(ctx), input.commissionId.id, input.reason)).id }),
  }),
);

const AdjustPartnerBalanceInput = builder.inputType("AdjustPartnerBalanceInput", {
  fields: (t) => ({
    partnerId: t.globalID({ for: [UserNode] }),
    amount: t.int({ description: "Signed minor units in the studio's currency: positive credits the partner, negative debits." }),
    reason: t.string({ description: "Why, shown to the partner in their ledger." }),
  }),
});

const PartnerLedgerEntryPayload = builder.objectRef<{ entryId: string }>("PartnerLedgerEntryPayload").implement({
  authScopes: { admin: true },
  fields: (t) => ({
    entry: t.prismaField({ type: PartnerLedgerEntryNode, resolve: (query, p, _args, ctx) => ctx.prisma.partnerLedgerEntry.findUniqueOrThrow({ ...query, where: { id: p.entryId } }) }),
  }),
});

builder.mutationField("adjustPartnerBalance", (t) =>
  t.field({
    type: PartnerLedgerEntryPayload,
    authScopes: { admin: true },
    description: "Adds an adjustment to a partner's ledger, with the reason.",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: AdjustPartnerBalanceInput }) },
    resolve: async (_root, { input }, ctx) => {
      const currency = (await requestSettings(ctx)).currency;
      const entry = await adjustPartnerBalance(ctx.prisma, signedInActor(ctx), { partnerId: input.partnerId.id, amount: input.amount, currency, reason: input.reason });
      return { entryId: entry.id };
    },
  }),
);
