import type { Context } from "../context.ts";
import { builder } from "../schema/builder.ts";

export const CompanyNode = builder.prismaNode("Company", {
  id: { field: "id" },
  select: { id: true, resellerId: true },
  // Administrators, the company's own members, and the reseller whose client it is.
  authScopes: async (company, ctx) => {
    if (!ctx.viewer) return false;
    if (ctx.viewer.role === "ADMIN") return true;
    if (company.resellerId && ctx.viewer.role === "RESELLER" && (await isClientOwner(ctx, company.resellerId))) return true;
    const member = await ctx.prisma.user.count({ where: { id: ctx.viewer.id, companyId: company.id } });
    return member > 0;
  },
  fields: (t) => ({
    name: t.exposeString("name"),
    vatNumber: t.exposeString("vatNumber", { nullable: true }),
    addressLine1: t.exposeString("addressLine1", { nullable: true }),
    addressLine2: t.exposeString("addressLine2", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    postalCode: t.exposeString("postalCode", { nullable: true }),
    region: t.exposeString("region", { nullable: true }),
    country: t.exposeString("country", { nullable: true, description: "ISO 3166-1 alpha-2 code." }),
    contactName: t.exposeString("contactName", { nullable: true, description: "A reseller's client: the person the reseller deals with." }),
    contactEmail: t.exposeString("contactEmail", { nullable: true }),
    emailContact: t.exposeBoolean("emailContact", { description: "Private label is the rule: the studio writes to the client's contact only when this is true." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

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

builder.prismaObjectField("User", "company", (t) => t.relation("company", { nullable: true }));
