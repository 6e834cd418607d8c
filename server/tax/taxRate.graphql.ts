import { taxRateSchema, type TaxRateFields } from "../../common/validation/discountSchemas.ts";
import { actorOf, parsed } from "../catalog/catalogChange.ts";
import type { TaxRate } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { countedConnection, type ListSource, listQueryField, resolveListSource } from "../schema/listConnection.ts";
import type { ListDeclaration } from "../schema/listQuery/readableListFields.ts";
import { missingTaxRateCountries } from "./missingTaxRates.ts";
import { createTaxRate, updateTaxRate } from "./taxRates.ts";

export const TaxRateNode = builder.prismaNode("TaxRate", {
  id: { field: "id" },
  authScopes: { bookkeeping: true },
  fields: (t) => ({
    name: t.exposeString("name", { description: "Shown on quotes and invoices: \"Netherlands VAT (BTW) 21 %\"." }),
    country: t.exposeString("country", { description: "ISO 3166-1 alpha-2." }),
    region: t.exposeString("region", { description: "Subdivision code (the \"CA\" of US-CA); empty: the whole country." }),
    rateBasisPoints: t.exposeInt("rateBasisPoints", { description: "2100 = 21 %." }),
    inclusive: t.exposeBoolean("inclusive", { description: "Catalogue prices already include this tax." }),
    active: t.exposeBoolean("active"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

/** What the payment step's country picker needs of an active rate (public). */
const TaxCountryRef = builder.objectRef<Pick<TaxRate, "country" | "region" | "name" | "rateBasisPoints" | "inclusive">>("TaxCountry").implement({
  authScopes: { public: true },
  description: "A country (or region of one) the studio has an active tax rate for.",
  fields: (t) => ({
    country: t.exposeString("country", { description: "ISO 3166-1 alpha-2." }),
    region: t.exposeString("region", { description: "Empty: the whole country." }),
    name: t.exposeString("name"),
    rateBasisPoints: t.exposeInt("rateBasisPoints"),
    inclusive: t.exposeBoolean("inclusive"),
  }),
});

export const taxRateListSpec: ListDeclaration = {
  fields: {
    country: { type: "string", sortable: true },
    region: { type: "string", sortable: true },
    name: { type: "string", sortable: true },
    active: { type: "boolean", sortable: true },
    rateBasisPoints: { type: "int", sortable: true },
  },
  defaultOrderBy: [
    { field: "country", direction: "ASC" },
    { field: "region", direction: "ASC" },
  ],
};

const taxRateList: ListSource = { model: "taxRate", typeName: "TaxRate" };

builder.queryFields((t) => ({
  taxCountries: t.field({
    type: [TaxCountryRef],
    authScopes: { public: true },
    description: "Active tax rates by country and region, for choosing the billing country.",
    resolve: (_root, _args, ctx) =>
      ctx.prisma.taxRate.findMany({
        where: { active: true },
        select: { country: true, region: true, name: true, rateBasisPoints: true, inclusive: true },
        orderBy: [{ country: "asc" }, { region: "asc" }],
      }),
  }),
  missingTaxRates: t.stringList({
    authScopes: { bookkeeping: true },
    description: "Countries customers can be billed in where VAT is due (the EU, the UK, Switzerland, Norway, the studio's own) but no active rate exists: quotes for them charge no VAT. ISO codes, sorted.",
    resolve: (_root, _args, ctx) => missingTaxRateCountries(ctx),
  }),
  manageTaxRates: t.connection(
    {
      type: TaxRateNode,
      authScopes: { bookkeeping: true },
      description: "Tax rates. List-query fields: country, region, name, active, rateBasisPoints.",
      ...listQueryField(taxRateListSpec, taxRateList),
      resolve: (root, args, ctx, info) => resolveListSource<TaxRate>(taxRateList, root, args, ctx, info),
    },
    ...countedConnection("TaxRate"),
  ),
}));

// ---- Management ------------------------------------------------------------------------------

type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never, "InputObject">;

const TaxRatePayload = builder.objectRef<{ taxRateId: string }>("TaxRatePayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    taxRate: t.prismaField({
      type: TaxRateNode,
      resolve: (query, payload, _args, ctx) => ctx.prisma.taxRate.findUniqueOrThrow({ ...query, where: { id: payload.taxRateId } }),
    }),
  }),
});

const taxRateFields = (t: InputFields) => ({
  name: t.string(),
  country: t.string({ description: "ISO 3166-1 alpha-2; upper-cased. Unique with region." }),
  region: t.string({ required: false, description: "Subdivision code, e.g. CA; empty: the whole country." }),
  rateBasisPoints: t.int({ description: "0 to 10000 (2100 = 21 %)." }),
  inclusive: t.boolean({ description: "Catalogue prices already include this tax." }),
  active: t.boolean({ required: false, description: "Defaults to true on creation; unchanged when omitted on update." }),
});

const CreateTaxRateInput = builder.inputType("CreateTaxRateInput", {
  validate: taxRateSchema,
  fields: (t) => taxRateFields(t),
});

const UpdateTaxRateInput = builder.inputType("UpdateTaxRateInput", {
  validate: taxRateSchema,
  fields: (t) => ({ id: t.globalID({ for: [TaxRateNode] }), ...taxRateFields(t) }),
});

const managementErrors = { types: [ValidationError, NotFoundError], directResult: true };

builder.mutationFields((t) => ({
  createTaxRate: t.field({
    type: TaxRatePayload,
    authScopes: { bookkeeping: true },
    errors: managementErrors,
    args: { input: t.arg({ type: CreateTaxRateInput }) },
    resolve: async (_root, { input }, ctx) => ({ taxRateId: (await createTaxRate(ctx.prisma, actorOf(ctx), parsed<TaxRateFields>(input))).id }),
  }),
  updateTaxRate: t.field({
    type: TaxRatePayload,
    authScopes: { bookkeeping: true },
    errors: managementErrors,
    args: { input: t.arg({ type: UpdateTaxRateInput }) },
    resolve: async (_root, { input }, ctx) => ({
      taxRateId: (await updateTaxRate(ctx.prisma, actorOf(ctx), input.id.id, parsed<TaxRateFields>(input))).id,
    }),
  }),
}));
