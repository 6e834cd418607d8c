import { builder } from "../schema/builder.ts";

export const CompanyNode = builder.prismaNode("Company", {
  id: { field: "id" },
  // Administrators, and the company's own members.
  authScopes: async (company, ctx) => {
    if (!ctx.viewer) return false;
    if (ctx.viewer.role === "ADMIN") return true;
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
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectField("User", "company", (t) => t.relation("company", { nullable: true }));
