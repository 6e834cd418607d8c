// Referrals in the API: the people a partner brought in (masked for the partner), and the
// studio's table of every referral.
import { builder } from "../schema/builder.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { EARNED_COMMISSION_STATUSES } from "./commissionStates.ts";
import { isPartnerOrBookkeeping } from "./partnerAccess.ts";
import { everyone, own, partnerListField } from "./partnerListField.ts";
import { notEligibleForReferrer } from "./referralCommission.ts";
import { maskEmail, referralState } from "./referrals.ts";

const ReferralStateEnum = builder.enumType("ReferralState", {
  values: {
    SIGNED_UP: { description: "Registered through the link, no paid order yet." },
    ORDERED: { description: "Has paid at least one order." },
    NOT_ELIGIBLE: { description: "The same person as the referrer: their orders earn nothing." },
  },
});

export const ReferralNode = builder.prismaNode("Referral", {
  id: { field: "id" },
  select: { id: true, referrerId: true },
  authScopes: (referral, ctx) => isPartnerOrBookkeeping(referral.referrerId, ctx),
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
    ineligibleReason: t.exposeString("ineligibleReason", { nullable: true, authScopes: { bookkeeping: true } }),
    notEligibleBecause: t.string({
      nullable: true,
      description: "Why the referral earns the referrer nothing, told to the referrer; null while it can earn.",
      select: { ineligibleReason: true },
      resolve: (referral) => notEligibleForReferrer(referral.ineligibleReason),
    }),
    referrer: t.relation("referrer", { authScopes: { bookkeeping: true } }),
    referredUser: t.relation("referredUser", { authScopes: { bookkeeping: true } }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const referralListSpec: ListDeclaration = {
  fields: {
    createdAt: { type: "dateTime", sortable: true },
    referrerEmail: { type: "string", field: "referrer.email", sortable: true },
    referredEmail: { type: "string", field: "referredUser.email", sortable: true },
  },
  defaultOrderBy: [{ field: "createdAt", direction: "DESC" }],
};

partnerListField("partnerReferrals", ReferralNode, {
  description: "The people who registered through the viewer's referral link, newest first.",
  mine: true,
  connectionName: "PartnerReferralConnection",
  spec: referralListSpec,
  typeName: "Referral",
  model: "referral",
  where: own("referrerId"),
});
partnerListField("manageReferrals", ReferralNode, {
  description: "Every referral. List-query fields: createdAt, referrerEmail, referredEmail.",
  mine: false,
  connectionName: "ReferralConnection",
  spec: referralListSpec,
  typeName: "Referral",
  model: "referral",
  where: everyone,
});
