// Orders as customers, guests and administrators see them: the Order type with everything read on
// it (its price, timeline, files, revisions, invoices, the studio's notes), and a user's draft and
// order awaiting payment.
import { FILE_FORMATS } from "../../common/orders/fileFormats.ts";
import { spokenSeconds, countWords } from "../../common/orders/wordCount.ts";
import type { Order } from "../db/generated/client.ts";
import { orderDeliveredFiles, orderFilesZipPath, orderProductionFiles } from "../fulfilment/orderFiles.ts";
import { orderApprovalDeadline, orderRevisionAllowance } from "../fulfilment/orderRevisionTerms.ts";
import { RevisionAllowanceRef } from "../fulfilment/revisionAllowance.graphql.ts";
import { builder } from "../schema/builder.ts";
import { COLUMNS_READ_WHEN_ASKED } from "../schema/readPlan/columnsReadWhenAsked.ts";
import { ErrorInterface } from "../schema/errors.graphql.ts";
import { manualMovesFrom } from "./manualMoves.ts";
import { agreedToReminder, REMINDER_CONSENT_COLUMNS, REMINDER_FACT_COLUMNS, REMINDERS_ARE_BOOKKEEPING, storedOrderReminderRefusal } from "./checkoutReminderRules.ts";
import { canSeeResolvedOrder, seesOrderMoney } from "./orderAccess.ts";
import { OrderLineRef } from "./orderLine.graphql.ts";
import { orderReverseCharge } from "./orderReverseCharge.ts";
import { draftExpiresAt, isPayable } from "./payability.ts";
import { OrderExpiredError, OrderNotPayableError } from "./orderErrors.ts";
import { IllegalTransitionError, ORDER_TRANSITIONS, STATUS_LABELS } from "./orderStates.ts";
import type { QuotedItem } from "./pricing.ts";
import { PriceTotalsInterface } from "./priceTotals.graphql.ts";
import { QuotedItemRef } from "./quotedItem.graphql.ts";
import { MANUAL_STATUSES } from "./statusChanges.ts";
import { orderPricedWithoutVatIn } from "../tax/missingTaxRates.ts";
import { isStaff, mayKeepBooks, mayProduce } from "../schema/scopes.ts";

/** The money rows of an order the viewer sees: all of them, or none for a producer. */
const moneyRowsWhere = (viewer: Parameters<typeof seesOrderMoney>[0]) => (seesOrderMoney(viewer) ? {} : { id: { in: [] } });

export const OrderStatusEnum = builder.enumType("OrderStatus", { values: Object.keys(ORDER_TRANSITIONS) as (keyof typeof ORDER_TRANSITIONS)[] });
export const FileFormatEnum = builder.enumType("FileFormat", { values: FILE_FORMATS });

export const ManualOrderStatus = builder.enumType("ManualOrderStatus", {
  description: "The states the studio sets by hand; payments and refunds set the others.",
  values: MANUAL_STATUSES,
});

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

/**
 * The listed columns that only the fields exposing them read (a field needing one of them names it
 * in its own select): a read plan reads them only when a query asks for their field, so a table
 * of payments does not read, nor parse, the dates of each payment's order.
 */
const COLUMNS_OF_THEIR_FIELDS_ONLY = ["number", "rush", "flagReason", "createdAt", "placedAt", "paidAt", "dueAt"] satisfies (keyof typeof LISTED_COLUMNS)[];

/** A field answering one of LISTED_COLUMNS, marked as exposing it: list queries filter and sort on exposed columns. */
const listedColumn = <Column extends keyof typeof LISTED_COLUMNS>(column: Column) => ({
  resolve: (order: Pick<Order, Column>) => order[column],
  extensions: { pothosExposedField: column },
});

export const OrderNode = builder.prismaNode("Order", {
  id: { field: "id" },
  // Select mode: an order row carries its script and items as JSON, which a table of orders or
  // of payments does not need; the other fields name the columns they read.
  // The rest of the price totals are read with every order too, as every PriceTotals has them.
  select: { id: true, userId: true, resellerUserId: true, ...LISTED_COLUMNS, subtotal: true, discountTotal: true, taxTotal: true },
  extensions: { [COLUMNS_READ_WHEN_ASKED]: COLUMNS_OF_THEIR_FIELDS_ONLY },
  interfaces: [PriceTotalsInterface],
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
      resolve: (order, _args, ctx) => orderReverseCharge(ctx, order),
    }),
    pricedWithoutVatIn: t.string({
      nullable: true,
      authScopes: { staff: true },
      description: "The billing country when VAT is due there but the order was priced without it (the studio has no rate for that country); null otherwise.",
      select: { billingCountry: true, taxRateId: true, company: { select: { country: true, vatNumber: true } } },
      resolve: (order, _args, ctx) => orderPricedWithoutVatIn(ctx, order),
    }),
    taxInclusive: t.boolean({ select: { taxRate: { select: { inclusive: true } } }, resolve: (order) => order.taxRate?.inclusive ?? false }),
    billingCountry: t.exposeString("billingCountry", { nullable: true }),
    billingRegion: t.exposeString("billingRegion"),
    pricedByStudio: t.exposeBoolean("pricedByStudio", { description: "A quote the studio priced by hand." }),
    flaggedAt: t.expose("flaggedAt", { type: "DateTime", nullable: true, authScopes: { staff: true }, description: "Since when the order needs the studio's attention." }),
    flagReason: t.string({
      nullable: true,
      authScopes: { staff: true },
      description: "Why the order needs the studio's attention, e.g. a payment that does not match its total.",
      ...listedColumn("flagReason"),
    }),
    email: t.string({ nullable: true, select: { user: { select: { email: true } } }, resolve: (order) => order.user?.email ?? order.guestEmail }),
    customerName: t.string({ nullable: true, select: { user: { select: { name: true } } }, resolve: (order) => order.user?.name ?? order.guestName }),
    guestEmail: t.string({ nullable: true, authScopes: { staff: true }, description: "The address a guest ordered with; null on an account's order.", ...listedColumn("guestEmail") }),
    guestName: t.string({ nullable: true, authScopes: { staff: true }, description: "The name a guest ordered with; null on an account's order.", ...listedColumn("guestName") }),
    isGuestOrder: t.boolean({ resolve: (order) => !order.userId }),
    company: t.relation("company", { nullable: true, description: "The company the order is billed to." }),
    clientCompany: t.relation("clientCompany", { nullable: true, description: "A reseller's client the order is for; the order stays the reseller's." }),
    customer: t.relation("user", { nullable: true, authScopes: { staff: true }, description: "The customer's account; null for a guest." }),
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
    reminderConsent: t.boolean({
      authScopes: { staff: true },
      description: "The customer agreed to be reminded by e-mail while the order is unpaid: a guest at checkout, a signed-in customer in their profile.",
      select: REMINDER_CONSENT_COLUMNS,
      resolve: (order) => agreedToReminder(order),
    }),
    reminderSentAt: t.expose("reminderSentAt", { type: "DateTime", nullable: true, authScopes: { staff: true }, description: "When the order's one payment reminder was sent." }),
    reminderSentBy: t.relation("reminderSentBy", { nullable: true, authScopes: { staff: true }, description: "Who sent the payment reminder; null: sent automatically (or none sent)." }),
    reminderRefusal: t.string({
      nullable: true,
      authScopes: { staff: true },
      description: "Why the viewer cannot send a payment reminder of this order now; null: they can.",
      select: REMINDER_FACT_COLUMNS,
      resolve: (order, _args, ctx) => (mayKeepBooks(ctx.viewer) ? storedOrderReminderRefusal(order) : REMINDERS_ARE_BOOKKEEPING),
    }),
    events: t.relation("events", {
      description: "The timeline, oldest first; the studio's working steps (masters uploaded) only for the studio.",
      query: (_args, ctx) => ({
        where: isStaff(ctx.viewer) ? {} : { type: { notIn: [...STUDIO_ONLY_EVENTS] } },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      }),
    }),
    payments: t.relation("payments", {
      description: "Payment attempts, oldest first; none for the studio's producers, who work the order, not its money.",
      query: (_args, ctx) => ({ where: moneyRowsWhere(ctx.viewer), orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
    }),
    invoices: t.relation("invoices", {
      description: "The order's invoice, those of extra revisions bought on it, and credit notes, oldest first; none for the studio's producers.",
      query: (_args, ctx) => ({ where: moneyRowsWhere(ctx.viewer), orderBy: [{ year: "asc" }, { sequence: "asc" }] }),
    }),
    notes: t.relation("notes", { authScopes: { staff: true }, description: "Internal notes, oldest first.", query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } }),
    nextStatuses: t.field({
      type: [ManualOrderStatus],
      authScopes: { staff: true },
      description: "The moves the viewer can make by hand from the current state, as the state table allows; none for staff outside production.",
      select: { status: true },
      resolve: (order, _args, ctx) => (mayProduce(ctx.viewer) ? manualMovesFrom(order.status) : []),
    }),
    recordings: t.relation("recordings", {
      authScopes: { staff: true },
      description: "Every master uploaded, newest version first per prompt.",
      query: { orderBy: [{ itemIndex: "asc" }, { version: "desc" }] },
    }),
    productionFiles: t.prismaField({
      type: ["Deliverable"],
      authScopes: { staff: true },
      description: "The files of the newest version of each prompt (and of the programme), with their rendering state.",
      resolve: (query, order, _args, ctx) => orderProductionFiles(ctx, order.id, query),
    }),
    deliveredFiles: t.prismaField({
      type: ["Deliverable"],
      description: "What the customer has received: the newest delivered file of each prompt and ordered format.",
      args: {
        includePreviews: t.arg.boolean({
          required: true,
          defaultValue: false,
          description: "Also the telephone preview of each prompt, made for listening in the browser and never ordered.",
        }),
      },
      resolve: (query, order, args, ctx) => orderDeliveredFiles(ctx, order.id, query, { includePreviews: args.includePreviews }),
    }),
    filesZipUrl: t.string({
      nullable: true,
      description: "Every delivered file in one ZIP; null until something is delivered.",
      select: { deliveredAt: true },
      resolve: (order, _args, ctx) => orderFilesZipPath(ctx, order),
    }),
    revisionRequests: t.relation("revisions", { description: "Revisions asked for, oldest first.", query: { orderBy: { createdAt: "asc" } } }),
    revisionAllowance: t.field({
      type: RevisionAllowanceRef,
      select: { status: true, deliveredAt: true, currency: true, taxRate: { select: { name: true, rateBasisPoints: true, inclusive: true } }, _count: { select: { revisions: true } } },
      resolve: (order, _args, ctx) => orderRevisionAllowance(ctx, order),
    }),
    approvalDeadline: t.field({
      type: "DateTime",
      nullable: true,
      description: "A delivered order counts as approved after this moment.",
      select: { status: true, deliveredAt: true },
      resolve: (order, _args, ctx) => orderApprovalDeadline(ctx, order),
    }),
    messages: t.relatedConnection("messages", {
      cursor: "id",
      maxSize: 100,
      defaultSize: 100,
      totalCount: true,
      description: "The conversation between the customer and the studio, oldest first.",
      query: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    }),
  }),
});

