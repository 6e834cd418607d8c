// A partner's ledger in the API: the entries (commissions credited, clawbacks, payouts,
// adjustments) and the studio's hand adjustment of a balance.
import { UserNode } from "../accounts/user.graphql.ts";
import { signedInActor } from "../accounts/viewerChecks.ts";
import { LedgerEntryKind } from "../db/generated/client.ts";
import { ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { adjustPartnerBalanceInStudioCurrency } from "./adjustments.ts";
import { isPartnerOrBookkeeping } from "./partnerAccess.ts";
import { own, partnerListField } from "./partnerListField.ts";

const LedgerEntryKindEnum = builder.enumType("LedgerEntryKind", { values: Object.values(LedgerEntryKind) });

export const PartnerLedgerEntryNode = builder.prismaNode("PartnerLedgerEntry", {
  id: { field: "id" },
  select: { id: true, partnerId: true },
  authScopes: (entry, ctx) => isPartnerOrBookkeeping(entry.partnerId, ctx),
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

const ledgerListSpec: ListDeclaration = {
  fields: {
    kind: { type: "enum", enumValues: Object.values(LedgerEntryKind), sortable: true },
    amount: { type: "int", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

partnerListField("partnerLedger", PartnerLedgerEntryNode, {
  description: "The viewer's ledger: commissions credited, clawbacks, payouts and adjustments, newest first.",
  mine: true,
  connectionName: "PartnerLedgerConnection",
  spec: ledgerListSpec,
  typeName: "PartnerLedgerEntry",
  model: "partnerLedgerEntry",
  where: own("partnerId"),
});

const AdjustPartnerBalanceInput = builder.inputType("AdjustPartnerBalanceInput", {
  fields: (t) => ({
    partnerId: t.globalID({ for: [UserNode] }),
    amount: t.int({ description: "Signed minor units in the studio's currency: positive credits the partner, negative debits." }),
    reason: t.string({ description: "Why, shown to the partner in their ledger." }),
  }),
});

const PartnerLedgerEntryPayload = builder.objectRef<{ entryId: string }>("PartnerLedgerEntryPayload").implement({
  authScopes: { bookkeeping: true },
  fields: (t) => ({
    entry: t.prismaField({ type: PartnerLedgerEntryNode, resolve: (query, p, _args, ctx) => ctx.prisma.partnerLedgerEntry.findUniqueOrThrow({ ...query, where: { id: p.entryId } }) }),
  }),
});

builder.mutationField("adjustPartnerBalance", (t) =>
  t.field({
    type: PartnerLedgerEntryPayload,
    authScopes: { bookkeeping: true },
    description: "Adds an adjustment to a partner's ledger, with the reason.",
    errors: { types: [ValidationError], directResult: true },
    args: { input: t.arg({ type: AdjustPartnerBalanceInput }) },
    resolve: async (_root, { input }, ctx) => ({
      entryId: (await adjustPartnerBalanceInStudioCurrency(ctx, signedInActor(ctx), { partnerId: input.partnerId.id, amount: input.amount, reason: input.reason })).id,
    }),
  }),
);
