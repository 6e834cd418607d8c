// Orders as customers, guests and administrators see them; the live quote; saving drafts.
import { FILE_FORMATS } from "../../common/orders/fileFormats.ts";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import { spokenSeconds, countWords } from "../../common/orders/wordCount.ts";
import { requestSettings } from "../admin/settings.ts";
import { SoundtrackTrackNode } from "../catalog/soundtrack.graphql.ts";
import { VoiceNode } from "../catalog/voice.graphql.ts";
import type { Order } from "../db/generated/client.ts";
import { DiscountRefusalEnum } from "../discounts/discount.graphql.ts";
import type { DiscountRefusal } from "../discounts/eligibility.ts";
import { CompanyNode } from "../accounts/company.graphql.ts";
import { NotFoundError, PermissionError, ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { parseDraft } from "./drafts.ts";
import { canSeeResolvedOrder, isOrderAccessKey } from "./orderAccess.ts";
import { saveDraft } from "./orderDrafts.ts";
import { draftExpiresAt, isPayable, liveDraftWhere, payableOrderWhere } from "./payability.ts";
import { OrderExpiredError, OrderNotPayableError } from "./orderErrors.ts";
import { IllegalTransitionError, ORDER_TRANSITIONS, STATUS_LABELS } from "./orderStates.ts";
import type { PriceLine, QuotedItem } from "./pricing.ts";
import { quoteForViewer, type Quote } from "./quotes.ts";
import { orderPricedWithoutVatIn } from "../tax/missingTaxRates.ts";
import { reverseChargeApplies } from "../tax/reverseCharge.ts";

export const OrderStatusEnum = builder.enumType("OrderStatus", { values: Object.keys(ORDER_TRANSITIONS) as (keyof typeof ORDER_TRANSITIONS)[] });
export const FileFormatEnum = builder.enumType("FileFormat", { values: FILE_FORMATS });

for (const [cls, name] of [
  [OrderExpiredError, "OrderExpiredError"],
  [OrderNotPayableError, "OrderNotPayableError"],
] as const) {
  builder.objectType(cls, { name, interfaces: [ErrorInterface], authScopes: { public: true }, fields: () => ({}) });
}
builder.objectType(IllegalTransitionError, {
  name: "IllegalTransitionError",
  interfaces: [ErrorInterface],
  authScopes: { public: true },
  fields: (t) => ({ from: t.expose("from", { type: OrderStatusEnum }), to: t.expose("to", { type: OrderStatusEnum }) }),
});

export const PriceLineRef = builder.objectRef<PriceLine>("PriceLine").implement({
  authScopes: { public: true },
  description: "One line of a price: what it is for, how many, at what unit price (minor units).",
  fields: (t) => ({
    kind: t.exposeString("kind", { description: "ITEMS, BUNDLE, EXTRA_WORDS, FLAT, RUSH, QUOTED or WHOLESALE (a reseller's discount, negative)." }),
    description: t.exposeString("description"),
    quantity: t.exposeInt("quantity"),
    unitAmount: t.exposeInt("unitAmount"),
    amount: t.exposeInt("amount"),
  }),
});

const QuotedItemRef = builder.objectRef<QuotedItem>("QuotedItem").implement({
  authScopes: { public: true },
  description: "A prompt, message or greeting with its word count and estimated spoken duration.",
  fields: (t) => ({
    name: t.exposeString("name"),
    text: t.exposeString("text"),
    wordCount: t.exposeInt("wordCount"),
    estimatedDurationSeconds: t.exposeInt("estimatedDurationSeconds"),
  }),
});

// Data, not a thrown error: graphql-js treats any Error instance a resolver returns as a failure.
const DiscountRefusalRef = builder.objectRef<{ reason: DiscountRefusal; message: string }>("DiscountRefusal").implement({
  authScopes: { public: true },
  description: "Why a discount code does not apply, in words for the customer.",
  fields: (t) => ({ reason: t.field({ type: DiscountRefusalEnum, resolve: (r) => r.reason }), message: t.exposeString("message") }),
});

const QuoteRef = builder.objectRef<Quote>("Quote").implement({
  authScopes: { public: true },
  description: "A price computed by the server from the catalogue, a discount code and the billing country's tax. Money in minor units.",
  fields: (t) => ({
    lines: t.field({ type: [PriceLineRef], resolve: (q) => q.lines }),
    subtotal: t.exposeInt("subtotal"),
    discountTotal: t.exposeInt("discountTotal"),
    taxTotal: t.exposeInt("taxTotal"),
    total: t.exposeInt("total"),
    currency: t.field({ type: "Currency", resolve: (q) => q.currency }),
    taxInclusive: t.exposeBoolean("taxInclusive", { description: "Prices already contain the tax." }),
    taxRateName: t.exposeString("taxRateName", { nullable: true }),
    taxRateBasisPoints: t.exposeInt("taxRateBasisPoints", { nullable: true }),
    country: t.exposeString("country", { nullable: true }),
    reverseCharge: t.exposeBoolean("reverseCharge", { description: "Billed to a business in another EU country: no VAT is charged, the customer accounts for it." }),
    discountCode: t.string({ nullable: true, resolve: (q) => q.discount?.code ?? null }),
    discountRefusal: t.field({ type: DiscountRefusalRef, nullable: true, description: "Why the given code does not apply.", resolve: (q) => q.discountRefusal }),
    items: t.field({ type: [QuotedItemRef], resolve: (q) => q.items }),
    wordCount: t.exposeInt("wordCount"),
    estimatedDurationSeconds: t.exposeInt("estimatedDurationSeconds"),
    wordsPerMinute: t.exposeInt("wordsPerMinute", { description: "Reading speed the duration estimate uses." }),
    turnaroundDays: t.exposeInt("turnaroundDays", { description: "Working days from payment to delivery." }),
  }),
});

const OrderLineRef = builder.prismaObject("OrderLine", {
  authScopes: { public: true },
  fields: (t) => ({
    kind: t.exposeString("kind"),
    description: t.exposeString("description"),
    quantity: t.exposeInt("quantity"),
    unitAmount: t.exposeInt("unitAmount"),
    amount: t.exposeInt("amount"),
  }),
});

builder.prismaObject("OrderEvent", {
  authScopes: { public: true },
  description: "One entry of an order's timeline.",
  fields: (t) => ({
    type: t.exposeString("type", { description: "CREATED, STATUS_CHANGED, PAYMENT_FAILED, REFUND, NOTE…" }),
    fromStatus: t.expose("fromStatus", { type: OrderStatusEnum, nullable: true }),
    toStatus: t.expose("toStatus", { type: OrderStatusEnum, nullable: true }),
    note: t.exposeString("note", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

/** Timeline entries about the studio's own work, not shown to the customer. */
const STUDIO_ONLY_EVENTS = ["MASTER_UPLOADED"] as const;

const ITEM_COLUMNS = { items: true, wordsPerMinute: true } as const;
const PAYABILITY_COLUMNS = { status: true, updatedAt: true } as const;

/** The order's items with their word counts and spoken durations, at the speed it was priced with. */
function itemsOf(order: Pick<Order, "items" | "wordsPerMinute">): QuotedItem[] {
  const { wordsPerMinute } = order;
  const items = Array.isArray(order.items) ? (order.items as { name: string; text: string }[]) : [];
  return items.map((item) => {
    const wordCount = countWords(item.text);
    return { ...item, wordCount, estimatedDurationSeconds: spokenSeconds(wordCount, wordsPerMinute) };
  });
}

/**
 * The small columns a table of orders (or of payments, or a customer's history) shows, read with
 * every order. Their fields read them from the row: a field that names columns of its own is
 * checked on every row it resolves (the Prisma plugin looks up how that row was loaded), which
 * for a page of 20 orders was a few hundred lookups.
 */
const LISTED_COLUMNS = {
  number: true,
  status: true,
  rush: true,
  total: true,
  currency: true,
  guestEmail: true,
  guestName: true,
  flagReason: true,
  createdAt: true,
  placedAt: true,
  paidAt: true,
  dueAt: true,
} as const;

/** A field answering one of LISTED_COLUMNS, marked as exposing it: list queries filter and sort on exposed columns. */
const listedColumn = <Column extends keyof typeof LISTED_COLUMNS>(column: Column) => ({
  resolve: (order: Pick<Order, Column>) => order[column],
  extensions: { pothosExposedField: column },
});

export const OrderNode = builder.prismaNode("Order", {
  id: { field: "id" },
  // Select mode: an order row carries its script and items as JSON, which a table of orders or
  // of payments does not need; the other fields name the columns they read.
  select: { id: true, userId: true, resellerUserId: true, ...LISTED_COLUMNS },
  authScopes: (order, ctx) => canSeeResolvedOrder(order, ctx),
  fields: (t) => ({
    number: t.int(listedColumn("number")),
    status: t.field({ type: OrderStatusEnum, ...listedColumn("status") }),
    statusLabel: t.string({ resolve: (order) => STATUS_LABELS[order.status] }),
    service: t.relation("service"),
    bundle: t.relation("bundle", { nullable: true }),
    voice: t.relation("voice", { nullable: true }),
    track: t.relation("track", { nullable: true }),
    language: t.string({ nullable: true, select: { languages: true }, resolve: (order) => order.languages[0] ?? null }),
    items: t.field({ type: [QuotedItemRef], select: ITEM_COLUMNS, resolve: (order) => itemsOf(order) }),
    wordCount: t.int({ select: ITEM_COLUMNS, resolve: (order) => itemsOf(order).reduce((sum, item) => sum + item.wordCount, 0) }),
    estimatedDurationSeconds: t.int({
      select: ITEM_COLUMNS,
      resolve: (order) => spokenSeconds(itemsOf(order).reduce((sum, item) => sum + item.wordCount, 0), order.wordsPerMinute),
    }),
    fileFormats: t.field({ type: [FileFormatEnum], select: { fileFormats: true }, resolve: (order) => order.fileFormats as (typeof FILE_FORMATS)[number][] }),
    rush: t.boolean(listedColumn("rush")),
    customerNote: t.exposeString("customerNote", { nullable: true }),
    lines: t.relation("lines", { type: OrderLineRef, query: { orderBy: { position: "asc" } } }),
    subtotal: t.exposeInt("subtotal"),
    discountTotal: t.exposeInt("discountTotal"),
    taxTotal: t.exposeInt("taxTotal"),
    total: t.int(listedColumn("total")),
    currency: t.field({ type: "Currency", ...listedColumn("currency") }),
    discountCode: t.string({ nullable: true, select: { discount: { select: { code: true } } }, resolve: (order) => order.discount?.code ?? null }),
    taxRateName: t.string({ nullable: true, select: { taxRate: { select: { name: true } } }, resolve: (order) => order.taxRate?.name ?? null }),
    reverseCharge: t.boolean({
      description: "Billed to a business in another EU country: no VAT is charged, the customer accounts for it.",
      select: { billingCountry: true, company: { select: { country: true, vatNumber: true } } },
      // Most orders have no company with a VAT number: those are answered without reading the settings.
      resolve: async (order, _args, ctx) =>
        !!order.company?.vatNumber && reverseChargeApplies(order.company, order.billingCountry, (await requestSettings(ctx)).country),
    }),
    pricedWithoutVatIn: t.string({
      nullable: true,
      authScopes: { admin: true },
      description: "The billing country when VAT is due there but the order was priced without it (the studio has no rate for that country); null otherwise.",
      select: { billingCountry: true, taxRateId: true, company: { select: { country: true, vatNumber: true } } },
      resolve: (order, _args, ctx) => orderPricedWithoutVatIn(ctx, order),
    }),
    taxInclusive: t.boolean({ select: { taxRate: { select: { inclusive: true } } }, resolve: (order) => order.taxRate?.inclusive ?? false }),
    billingCountry: t.exposeString("billingCountry", { nullable: true }),
    billingRegion: t.exposeString("billingRegion"),
    pricedByStudio: t.exposeBoolean("pricedByStudio", { description: "A quote the studio priced by hand." }),
    flaggedAt: t.expose("flaggedAt", { type: "DateTime", nullable: true, authScopes: { admin: true }, description: "Since when the order needs the studio's attention." }),
    flagReason: t.string({
      nullable: true,
      authScopes: { admin: true },
      description: "Why the order needs the studio's attention, e.g. a payment that does not match its total.",
      ...listedColumn("flagReason"),
    }),
    email: t.string({ nullable: true, select: { user: { select: { email: true } } }, resolve: (order) => order.user?.email ?? order.guestEmail }),
    customerName: t.string({ nullable: true, select: { user: { select: { name: true } } }, resolve: (order) => order.user?.name ?? order.guestName }),
    guestEmail: t.string({ nullable: true, authScopes: { admin: true }, description: "The address a guest ordered with; null on an account's order.", ...listedColumn("guestEmail") }),
    guestName: t.string({ nullable: true, authScopes: { admin: true }, description: "The name a guest ordered with; null on an account's order.", ...listedColumn("guestName") }),
    isGuestOrder: t.boolean({ resolve: (order) => !order.userId }),
    company: t.relation("company", { nullable: true, description: "The company the order is billed to." }),
    clientCompany: t.relation("clientCompany", { nullable: true, description: "A reseller's client the order is for; the order stays the reseller's." }),
    customer: t.relation("user", { nullable: true, authScopes: { admin: true }, description: "The customer's account; null for a guest." }),
    createdAt: t.field({ type: "DateTime", ...listedColumn("createdAt") }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    placedAt: t.field({ type: "DateTime", nullable: true, ...listedColumn("placedAt") }),
    paidAt: t.field({ type: "DateTime", nullable: true, ...listedColumn("paidAt") }),
    dueAt: t.field({ type: "DateTime", nullable: true, ...listedColumn("dueAt") }),
    deliveredAt: t.expose("deliveredAt", { type: "DateTime", nullable: true, description: "When the recordings were last delivered." }),
    expiresAt: t.field({ type: "DateTime", nullable: true, description: "When this draft expires.", select: PAYABILITY_COLUMNS, resolve: (order) => draftExpiresAt(order) }),
    payable: t.boolean({
      description: "Whether the order can be paid now (awaiting payment and not expired).",
      select: PAYABILITY_COLUMNS,
      resolve: (order) => isPayable(order),
    }),
    events: t.relation("events", {
      description: "The timeline, oldest first; the studio's working steps (masters uploaded) only for the studio.",
      query: (_args, ctx) => ({
        where: ctx.viewer?.role === "ADMIN" ? {} : { type: { notIn: [...STUDIO_ONLY_EVENTS] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    }),
    payments: t.relation("payments", { description: "Payment attempts, oldest first.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
  }),
});

// ---- Drafts and the live quote ------------------------------------------------------------------

const OrderItemInput = builder.inputType("OrderItemInput", {
  fields: (t) => ({
    name: t.string({ description: "Prompt file name, message title or greeting template." }),
    text: t.string(),
  }),
});

export const OrderDraftInput = builder.inputType("OrderDraftInput", {
  description: "What a wizard has so far. Prices never travel from the client: the server computes them.",
  fields: (t) => ({
    service: t.string({ description: "Service slug." }),
    bundle: t.string({ required: false, description: "On-hold plan slug; none: pay as you go." }),
    language: t.string({ required: false, description: "BCP 47 tag of the recording's language." }),
    voiceId: t.globalID({ required: false, for: [VoiceNode] }),
    trackId: t.globalID({ required: false, for: [SoundtrackTrackNode], description: "Music bed (message on hold)." }),
    items: t.field({ type: [OrderItemInput] }),
    fileFormats: t.field({ type: [FileFormatEnum] }),
    rush: t.boolean({ required: false }),
    customerNote: t.string({ required: false }),
  }),
});

type DraftArgs = typeof OrderDraftInput.$inferInput;

export function draftFromInput(input: DraftArgs): OrderDraft {
  return parseDraft({
    service: input.service,
    bundle: input.bundle ?? null,
    language: input.language ?? null,
    voiceId: input.voiceId?.id ?? null,
    trackId: input.trackId?.id ?? null,
    items: input.items.map((item) => ({ name: item.name, text: item.text })),
    fileFormats: input.fileFormats,
    rush: input.rush ?? false,
    customerNote: input.customerNote ?? null,
  });
}

builder.queryFields((t) => ({
  quote: t.field({
    type: QuoteRef,
    authScopes: { public: true },
    description: "Prices a draft as it stands, for the wizards' live price. Placing the order prices it again.",
    errors: { types: [ValidationError, NotFoundError], directResult: true },
    args: {
      draft: t.arg({ type: OrderDraftInput }),
      discountCode: t.arg.string({ required: false }),
      country: t.arg.string({ required: false, description: "ISO 3166-1 alpha-2 billing country; none: the studio's." }),
    },
    resolve: async (_root, args, ctx) => quoteForViewer(ctx, { draft: draftFromInput(args.draft), discountCode: args.discountCode, country: args.country }),
  }),
  orderByAccessKey: t.prismaField({
    type: "Order",
    nullable: true,
    authScopes: { public: true },
    description: "An order opened through its private link (guests).",
    args: { id: t.arg.globalID({ for: [OrderNode] }), key: t.arg.string() },
    resolve: async (query, _root, args, ctx) => {
      if (!isOrderAccessKey(ctx.config.sessionSecret, args.id.id, args.key)) return null;
      ctx.grantedOrderIds.add(args.id.id);
      return ctx.prisma.order.findFirst({ ...query, where: { id: args.id.id, archivedAt: null } });
    },
  }),
}));

builder.prismaObjectFields("User", (t) => ({
  orderDraft: t.prismaField({
    type: "Order",
    nullable: true,
    authScopes: { signedIn: true },
    description: "The user's most recently changed draft of this service that has not expired.",
    args: { service: t.arg.string() },
    resolve: (query, user, args, ctx) =>
      ctx.prisma.order.findFirst({
        ...query,
        where: { ...liveDraftWhere(), userId: user.id, archivedAt: null, service: { slug: args.service } },
        orderBy: { updatedAt: "desc" },
      }),
  }),
  payableOrder: t.prismaField({
    type: "Order",
    nullable: true,
    authScopes: { signedIn: true },
    description: "The order the payment page opens without an id: the most recently changed one awaiting payment.",
    resolve: (query, user, _args, ctx) =>
      ctx.prisma.order.findFirst({
        ...query,
        where: { ...payableOrderWhere(), userId: user.id, archivedAt: null },
        orderBy: { updatedAt: "desc" },
      }),
  }),
}));



const OrderPayload = builder.objectRef<{ orderId: string }>("OrderPayload").implement({
  authScopes: { public: true },
  fields: (t) => ({
    order: t.prismaField({ type: "Order", resolve: (query, payload, _args, ctx) => ctx.prisma.order.findUniqueOrThrow({ ...query, where: { id: payload.orderId } }) }),
  }),
});

builder.mutationFields((t) => ({
  saveOrderDraft: t.field({
    type: OrderPayload,
    authScopes: { signedIn: true },
    description: "Saves a signed-in customer's wizard draft (a new draft without orderId).",
    errors: { types: [ValidationError, NotFoundError, OrderNotPayableError, PermissionError], directResult: true },
    args: {
      input: t.arg({
        type: builder.inputType("SaveOrderDraftInput", {
          fields: (f) => ({
            orderId: f.globalID({ required: false, for: [OrderNode] }),
            draft: f.field({ type: OrderDraftInput }),
            clientCompanyId: f.globalID({ required: false, for: [CompanyNode], description: "Resellers: the client (one of `myReseller.clients`) the order is for; null: for yourself; omitted: unchanged." }),
          }),
        }),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const { clientCompanyId } = args.input;
      const order = await saveDraft(ctx, args.input.orderId?.id ?? null, draftFromInput(args.input.draft), clientCompanyId === undefined ? undefined : (clientCompanyId?.id ?? null));
      return { orderId: order.id };
    },
  }),
}));

export { OrderPayload };
