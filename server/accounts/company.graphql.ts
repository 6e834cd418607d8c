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

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/** A company's details as every company input takes them: the studio's edit, a customer's own company, a reseller's client. */
export function companyDetailFields(t: PothosSchemaTypes.InputFieldBuilder<BuilderTypes, "InputObject">) {
  return {
    name: t.string(),
    vatNumber: t.string({ required: false, description: "With its country prefix; spaces and dots are dropped. An EU VAT number from another EU country than the studio's makes orders reverse-charged." }),
    addressLine1: t.string({ required: false }),
    addressLine2: t.string({ required: false }),
    city: t.string({ required: false }),
    postalCode: t.string({ required: false }),
    region: t.string({ required: false }),
    country: t.string({ required: false, description: "ISO 3166-1 alpha-2 code." }),
  };
}

builder.prismaObjectField("User", "company", (t) => t.relation("company", { nullable: true }));
