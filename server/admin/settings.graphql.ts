import { builder } from "../schema/builder.ts";
import { requestSettings, type StudioSettings } from "./settings.ts";

type PublicSettings = StudioSettings & {
  stripePublishableKey: string | null;
  tagManagerId: string | null;
  sentryDsn: string | null;
  paymentProvider: "STRIPE" | "TEST";
};

export const PaymentProvider = builder.enumType("PaymentProvider", { values: ["STRIPE", "TEST"] as const });

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
  }),
});

builder.queryField("settings", (t) =>
  t.field({
    type: SettingsRef,
    authScopes: { public: true },
    resolve: async (_root, _args, ctx) => ({
      ...(await requestSettings(ctx)),
      stripePublishableKey: ctx.config.stripePublishableKey ?? null,
      tagManagerId: ctx.config.gtmId ?? null,
      sentryDsn: ctx.config.sentryDsn ?? null,
      paymentProvider: ctx.config.stripeSecretKey ? ("STRIPE" as const) : ("TEST" as const),
    }),
  }),
);
