// Who may see a company: the studio's people (staff), its own members, and the reseller whose client it is.
// What the reseller orders for a client is for that reseller and the studio only.
import type { Context } from "../context.ts";
import { isStaff } from "../schema/scopes.ts";

type CompanyOwners = { id: string; resellerId: string | null };

const viewerResellerIds = new WeakMap<Context, Promise<string | null>>();

/** Whether the viewer is the reseller with this id: one read per request, however many clients are listed. */
export async function isClientOwner(ctx: Context, resellerId: string): Promise<boolean> {
  let own = viewerResellerIds.get(ctx);
  if (!own) {
    own = ctx.prisma.reseller.findUnique({ where: { userId: ctx.viewer!.id }, select: { id: true } }).then((reseller) => reseller?.id ?? null);
    viewerResellerIds.set(ctx, own);
  }
  return (await own) === resellerId;
}

/** The studio's people, or the reseller whose client the company is (its members are not told what the reseller orders). */
export async function isClientOwnerOrAdmin(ctx: Context, company: Pick<CompanyOwners, "resellerId">): Promise<boolean> {
  return isStaff(ctx.viewer) || (!!company.resellerId && ctx.viewer?.role === "RESELLER" && (await isClientOwner(ctx, company.resellerId)));
}

export async function mayReadCompany(ctx: Context, company: CompanyOwners): Promise<boolean> {
  if (!ctx.viewer) return false;
  if (isStaff(ctx.viewer)) return true;
  if (company.resellerId && ctx.viewer.role === "RESELLER" && (await isClientOwner(ctx, company.resellerId))) return true;
  const member = await ctx.prisma.user.count({ where: { id: ctx.viewer.id, companyId: company.id } });
  return member > 0;
}
