// Who may see a partner's rows (referrals, commissions, ledger entries, payouts): the partner
// themselves and the studio's bookkeeping (administrators and accountants).
import type { Context } from "../context.ts";
import { isSelfOrBookkeeping } from "../accounts/viewerChecks.ts";

export const isPartnerOrBookkeeping = (partnerId: string, ctx: Context) => isSelfOrBookkeeping(partnerId, ctx);
