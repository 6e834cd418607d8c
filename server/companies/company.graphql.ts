// Companies in the API: the company itself (seen by administrators, its members, and the reseller
// whose client it is), the studio's table, a company's members and orders, a reseller client's
// orders, editing, members added and removed, and duplicates merged into one; and a customer's
// own company.
import type { Company } from "../db/generated/client.ts";
import { PermissionError, ValidationError } from "../errors.ts";
import { UserNode } from "../accounts/user.graphql.ts";
import { signedInActor } from "../accounts/viewerChecks.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { companyOrdersWhere } from "./companyOrders.ts";
import { addCompanyMember, mergeCompanies, removeCompanyMember, updateCompany } from "./companies.ts";
import { isClientOwnerOrAdmin, mayReadCompany } from "./companyAccess.ts";
import { leaveOwnCompany, saveOwnCompany } from "./ownCompany.ts";

export const CompanyNode = builder.prismaNode("Company", {
  id: { field: "id" },
  select: { id: true, resellerId: true },
  authScopes: (company, ctx) => mayReadCompany(ctx, company),
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
    members: t.relation("members", { authScopes: { staff: true }, description: "The people of the company, by name.", query: { orderBy: [{ name: "asc" }, { id: "asc" }] } }),
    memberCount: t.relationCount("members"),
    orderCount: t.int({
      authScopes: { staff: true },
      description: "How many orders were placed billed to the company or, for a reseller's client, for it.",
      resolve: (company, _args, ctx) => ctx.prisma.order.count({ where: companyOrdersWhere(company.id) }),
    }),
    orders: t.prismaField({
      type: ["Order"],
      authScopes: { staff: true },
      description: "The company's placed orders (billed to it or, for a reseller's client, placed for it), newest first (at most 50).",
      args: { first: t.arg.int({ required: false }) },
      resolve: (query, company, args, ctx) =>
        ctx.prisma.order.findMany({ ...query, where: companyOrdersWhere(company.id), orderBy: [{ placedAt: "desc" }, { id: "asc" }], take: Math.min(Math.max(args.first ?? 20, 1), 50) }),
    }),
    clientOrders: t.relation("clientOrders", {
      authScopes: (company, _args, ctx) => isClientOwnerOrAdmin(ctx, company),
      description: "A reseller's client: the orders placed for it, newest first (at most 50), drafts included.",
      args: { first: t.arg.int({ required: false }) },
      query: (args) => ({ where: { archivedAt: null }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: Math.min(Math.max(args.first ?? 20, 1), 50) }),
    }),
    clientOrderCount: t.int({
      authScopes: (company, _args, ctx) => isClientOwnerOrAdmin(ctx, company),
      description: "A reseller's client: how many orders were placed for it, by the reseller or billed to the client itself (the studio's orderCount).",
      resolve: (company, _args, ctx) => ctx.prisma.order.count({ where: companyOrdersWhere(company.id) }),
    }),
  }),
});

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

export const companyListSpec: ListDeclaration = {
  fields: {
    name: { type: "string", sortable: true },
    vatNumber: { type: "string", sortable: true },
    country: { type: "string", sortable: true },
    city: { type: "string", sortable: true },
    createdAt: { type: "dateTime", sortable: true },
  },
  defaultOrderBy: [{ field: "name", direction: "ASC" }],
};

const companyList: ListSource = { model: "company", typeName: "Company", where: () => ({ archivedAt: null }) };

builder.queryField("manageCompanies", (t) =>
  t.connection(
    {
      type: CompanyNode,
      authScopes: { staff: true },
      description: "Every company not merged into another. List-query fields: name, vatNumber, country, city, createdAt.",
      ...listQueryField(companyListSpec, companyList),
      resolve: (root, args, ctx, info) => resolveListSource<Company>(companyList, root, args, ctx, info),
    },
    ...countedConnection("Company"),
  ),
);

const CompanyPayload = builder.objectRef<{ companyId: string }>("CompanyPayload").implement({
  authScopes: { staff: true },
  fields: (t) => ({
    company: t.prismaField({ type: CompanyNode, resolve: (query, p, _args, ctx) => ctx.prisma.company.findUniqueOrThrow({ ...query, where: { id: p.companyId } }) }),
  }),
});

const companyErrors = { types: [ValidationError], directResult: true };

const UpdateCompanyInput = builder.inputType("UpdateCompanyInput", {
  fields: (t) => ({ companyId: t.globalID({ for: [CompanyNode] }), ...companyDetailFields(t) }),
});

const CompanyMemberInput = builder.inputType("AddCompanyMemberInput", {
  fields: (t) => ({ companyId: t.globalID({ for: [CompanyNode] }), email: t.string({ description: "The e-mail address of the customer's account." }) }),
});

const RemoveCompanyMemberInput = builder.inputType("RemoveCompanyMemberInput", {
  fields: (t) => ({ companyId: t.globalID({ for: [CompanyNode] }), userId: t.globalID({ for: [UserNode] }) }),
});

const MergeCompaniesInput = builder.inputType("MergeCompaniesInput", {
  fields: (t) => ({
    companyId: t.globalID({ for: [CompanyNode], description: "The company kept." }),
    duplicateIds: t.globalIDList({ for: [CompanyNode], description: "The duplicates: their members and orders move to the company kept, and they are archived." }),
  }),
});

builder.mutationFields((t) => ({
  updateCompany: t.field({
    type: CompanyPayload,
    authScopes: { bookkeeping: true },
    errors: companyErrors,
    args: { input: t.arg({ type: UpdateCompanyInput }) },
    resolve: async (_root, { input }, ctx) => {
      const { companyId, ...details } = input;
      return { companyId: (await updateCompany(ctx.prisma, signedInActor(ctx), companyId.id, details)).id };
    },
  }),
  addCompanyMember: t.field({
    type: CompanyPayload,
    authScopes: { admin: true },
    description: "Makes a customer a member of the company (leaving the company they were in).",
    errors: companyErrors,
    args: { input: t.arg({ type: CompanyMemberInput }) },
    resolve: async (_root, { input }, ctx) => ({ companyId: (await addCompanyMember(ctx.prisma, signedInActor(ctx), input.companyId.id, input.email)).id }),
  }),
  removeCompanyMember: t.field({
    type: CompanyPayload,
    authScopes: { admin: true },
    errors: companyErrors,
    args: { input: t.arg({ type: RemoveCompanyMemberInput }) },
    resolve: async (_root, { input }, ctx) => ({ companyId: (await removeCompanyMember(ctx.prisma, signedInActor(ctx), input.companyId.id, input.userId.id)).id }),
  }),
  mergeCompanies: t.field({
    type: CompanyPayload,
    authScopes: { admin: true },
    description: "Merges duplicates into one company.",
    errors: companyErrors,
    args: { input: t.arg({ type: MergeCompaniesInput }) },
    resolve: async (_root, { input }, ctx) => ({ companyId: (await mergeCompanies(ctx.prisma, signedInActor(ctx), input.companyId.id, input.duplicateIds.map((id) => id.id))).id }),
  }),
}));

// ---- A customer's own company, from their profile ---------------------------------------------

const OwnCompanyInput = builder.inputType("OwnCompanyInput", { fields: (t) => companyDetailFields(t) });

const OwnCompanyPayload = builder.objectRef<{ userId: string }>("OwnCompanyPayload").implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    user: t.prismaField({ type: UserNode, resolve: (query, p, _args, ctx) => ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: p.userId } }) }),
  }),
});

builder.mutationFields((t) => ({
  saveOwnCompany: t.field({
    type: OwnCompanyPayload,
    authScopes: { signedIn: true },
    description: "The viewer's company for their invoices and the tax rule: created with them as its member, or edited.",
    errors: { types: [ValidationError, PermissionError], directResult: true },
    args: { input: t.arg({ type: OwnCompanyInput }) },
    resolve: async (_root, { input }, ctx) => {
      await saveOwnCompany(ctx.prisma, signedInActor(ctx), input);
      return { userId: ctx.viewer!.id };
    },
  }),
  leaveOwnCompany: t.field({
    type: OwnCompanyPayload,
    authScopes: { signedIn: true },
    description: "The viewer orders as a private person again; the company and its orders stay.",
    errors: { types: [PermissionError], directResult: true },
    resolve: async (_root, _args, ctx) => {
      await leaveOwnCompany(ctx.prisma, signedInActor(ctx));
      return { userId: ctx.viewer!.id };
    },
  }),
}));
