import { actorOf } from "../catalog/catalogChange.ts";
import { assistantAvailable } from "../assistant/assistantSettings.ts";
import { ValidationError } from "../errors.ts";
import { builder } from "../schema/builder.ts";
import { REFERRAL_COMMISSION_ON, SETTING_BOUNDS } from "./settingsRules.ts";
import { type AdminSettings, type Integration, type PublicSettings, readAdminSettings, readPublicSettings, updateAdminSettings } from "./settingsViews.ts";

// Typed as the string column payments keep it in, so Payment.provider exposes that column.
const PAYMENT_PROVIDERS: string[] = ["STRIPE", "TEST"];
export const PaymentProvider = builder.enumType("PaymentProvider", { values: PAYMENT_PROVIDERS });

const SettingsRef = builder.objectRef<PublicSettings>("Settings").implement({
  description: "What the public site needs to know about the studio and its integrations.",
  authScopes: { public: true },
  fields: (t) => ({
    studioName: t.exposeString("studioName"),
    description: t.exposeString("description"),
    currency: t.field({ type: "Currency", resolve: (s) => s.currency }),
    contactEmail: t.exposeString("contactEmail"),
    contactPhone: t.exposeString("contactPhone"),
    address: t.exposeString("address"),
    wordsPerMinute: t.exposeInt("wordsPerMinute", { description: "Reading speed used to estimate spoken duration." }),
    country: t.exposeString("country", { description: "ISO 3166-1 alpha-2 country of the studio: the billing country offered first." }),
    stripePublishableKey: t.exposeString("stripePublishableKey", { nullable: true }),
    tagManagerId: t.exposeString("tagManagerId", { nullable: true }),
    sentryDsn: t.exposeString("sentryDsn", { nullable: true }),
    paymentProvider: t.field({ type: PaymentProvider, resolve: (s) => s.paymentProvider }),
    scriptAssistantAvailable: t.boolean({
      description: "Whether the order wizards offer the script assistant (an OpenRouter key is set).",
      resolve: (_settings, _args, ctx) => assistantAvailable(ctx.prisma, ctx.config),
    }),
  }),
});

builder.queryField("settings", (t) =>
  t.field({
    type: SettingsRef,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => readPublicSettings(ctx),
  }),
);

// ---- Management (/manage/settings) -----------------------------------------------------------

export const ReferralCommissionOnEnum = builder.enumType("ReferralCommissionOn", {
  description: "Which of a referred customer's paid orders earn the referrer a commission.",
  values: REFERRAL_COMMISSION_ON,
});

const SettingsIntegrationRef = builder.objectRef<Integration>("SettingsIntegration").implement({
  description: "A public key set in the server's environment; read-only here.",
  authScopes: { admin: true },
  fields: (t) => ({
    name: t.exposeString("name"),
    variable: t.exposeString("variable", { description: "The environment variable it is read from." }),
    value: t.exposeString("value", { nullable: true, description: "Null when the variable is not set." }),
  }),
});

const bounds = (key: keyof typeof SETTING_BOUNDS) => `${SETTING_BOUNDS[key][0]} to ${SETTING_BOUNDS[key][1]}`;

const AdminSettingsRef = builder.objectRef<AdminSettings>("AdminSettings").implement({
  description: "Everything the studio decides on /manage/settings.",
  authScopes: { admin: true },
  fields: (t) => ({
    id: t.id({ description: "Always the same: the studio has one set of settings.", resolve: () => "AdminSettings" }),
    studioName: t.exposeString("studioName"),
    description: t.exposeString("description"),
    contactEmail: t.exposeString("contactEmail"),
    contactPhone: t.exposeString("contactPhone"),
    address: t.exposeString("address", { description: "The studio's postal address, printed on invoices." }),
    country: t.exposeString("country", { description: "ISO 3166-1 alpha-2: the billing country offered first; decides EU reverse charge." }),
    currency: t.exposeString("currency", { description: "ISO 4217: new services, discount codes and partner payouts use it." }),
    vatNumber: t.exposeString("vatNumber", { description: "Printed on invoices; empty: none." }),
    wordsPerMinute: t.exposeInt("wordsPerMinute"),
    freeRevisions: t.exposeInt("freeRevisions"),
    revisionWindowDays: t.exposeInt("revisionWindowDays"),
    extraRevisionPrice: t.exposeInt("extraRevisionPrice", { description: "Minor units of `currency`, net of tax: a revision beyond the free ones; 0: none are sold." }),
    approvalWindowDays: t.exposeInt("approvalWindowDays"),
    audioLeadMs: t.exposeInt("audioLeadMs"),
    audioTailMs: t.exposeInt("audioTailMs"),
    masterMaxMinutes: t.exposeInt("masterMaxMinutes", { description: "The longest master recording the studio may upload, in minutes." }),
    referralRateBasisPoints: t.exposeInt("referralRateBasisPoints"),
    referralCommissionOn: t.expose("referralCommissionOn", { type: ReferralCommissionOnEnum }),
    referralMonths: t.exposeInt("referralMonths"),
    commissionHoldingDays: t.exposeInt("commissionHoldingDays"),
    payoutMinimum: t.exposeInt("payoutMinimum", { description: "Minor units of `currency`." }),
    paymentProvider: t.field({ type: PaymentProvider, resolve: (s) => s.paymentProvider }),
    integrations: t.field({ type: [SettingsIntegrationRef], resolve: (s) => s.integrations }),
  }),
});

const UpdateSettingsInput = builder.inputType("UpdateSettingsInput", {
  description: "Any of the settings; what is left out (or null) stays as it is.",
  fields: (t) => ({
    studioName: t.string({ required: false, description: "1 to 100 characters." }),
    description: t.string({ required: false, description: "At most 300 characters." }),
    contactEmail: t.string({ required: false }),
    contactPhone: t.string({ required: false, description: "At most 40 characters." }),
    address: t.string({ required: false, description: "At most 500 characters." }),
    country: t.string({ required: false, description: "ISO 3166-1 alpha-2 code." }),
    currency: t.string({ required: false, description: "EUR, GBP, USD, CHF, SEK, DKK, NOK or PLN." }),
    vatNumber: t.string({ required: false, description: "With its country prefix (that of `country` in the EU); empty: none." }),
    wordsPerMinute: t.int({ required: false, description: bounds("wordsPerMinute") }),
    freeRevisions: t.int({ required: false, description: bounds("freeRevisions") }),
    revisionWindowDays: t.int({ required: false, description: bounds("revisionWindowDays") }),
    extraRevisionPrice: t.int({ required: false, description: `${bounds("extraRevisionPrice")} minor units of the currency, net of tax; 0: extra revisions are not sold.` }),
    approvalWindowDays: t.int({ required: false, description: bounds("approvalWindowDays") }),
    audioLeadMs: t.int({ required: false, description: bounds("audioLeadMs") }),
    audioTailMs: t.int({ required: false, description: bounds("audioTailMs") }),
    masterMaxMinutes: t.int({ required: false, description: bounds("masterMaxMinutes") }),
    referralRateBasisPoints: t.int({ required: false, description: `${bounds("referralRateBasisPoints")} (0 to 50 %).` }),
    referralCommissionOn: t.field({ type: ReferralCommissionOnEnum, required: false }),
    referralMonths: t.int({ required: false, description: bounds("referralMonths") }),
    commissionHoldingDays: t.int({ required: false, description: bounds("commissionHoldingDays") }),
    payoutMinimum: t.int({ required: false, description: `${bounds("payoutMinimum")} minor units of the currency.` }),
  }),
});

builder.queryField("studioSettings", (t) =>
  t.field({
    type: AdminSettingsRef,
    authScopes: { admin: true },
    description: "Every setting of the studio, for /manage/settings.",
    resolve: (_root, _args, ctx) => readAdminSettings(ctx.prisma, ctx.config),
  }),
);

builder.mutationField("updateSettings", (t) =>
  t.field({
    type: AdminSettingsRef,
    authScopes: { admin: true },
    errors: { types: [ValidationError], directResult: true },
    description: "Changes the settings given; answers them all. Audited; the public cache is emptied.",
    args: { input: t.arg({ type: UpdateSettingsInput }) },
    resolve: (_root, { input }, ctx) => updateAdminSettings(ctx.prisma, ctx.config, actorOf(ctx), input),
  }),
);
