// The partner programme's own account in the API: the viewer's referral link, balance and the
// programme's terms. Its rows have their own files: referral, commission, partnerLedgerEntry and
// payout.graphql.ts.
import { requestSettings } from "../admin/settings.ts";
import { builder } from "../schema/builder.ts";
import { partnerBalanceInStudioCurrency } from "./ledger.ts";
import { referralLink } from "./referrals.ts";

const PartnerBalanceRef = builder.objectRef<{ currency: string; available: number; pending: number }>("PartnerBalance").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    currency: t.field({ type: "Currency", resolve: (b) => b.currency }),
    available: t.exposeInt("available", { description: "Minor units that can be paid out now (negative after a clawback)." }),
    pending: t.exposeInt("pending", { description: "Minor units of commissions still in their holding period." }),
  }),
});

const PartnerAccountRef = builder.objectRef<{ userId: string; referralCode: string }>("PartnerAccount").implement({
  authScopes: { signedIn: true },
  description: "The viewer's side of the partner programme.",
  fields: (t) => ({
    referralLink: t.string({ description: "Registering through it makes the viewer the new customer's referrer.", resolve: (a, _args, ctx) => referralLink(ctx.config, a.referralCode) }),
    balance: t.field({ type: PartnerBalanceRef, resolve: (a, _args, ctx) => partnerBalanceInStudioCurrency(ctx, a.userId) }),
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
