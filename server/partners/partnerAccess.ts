// Who may see a partner's rows (referrals, commissions, ledger entries, payouts): the partner
// themselves and the studio's administrators.
import type { Context } from "../context.ts";
import { isAdmin } from "../accounts/viewerChecks.ts";

export const isPartnerOrAdmin = (partnerId: string, ctx: Context) => isAdmin(ctx) || ctx.viewer?.id === partnerId;
