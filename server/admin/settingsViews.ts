// The studio's settings as the API shows them: to everyone (with the public keys the browser
// needs) and to administrators (every setting, and the integrations read from the environment).
import type { Config } from "../config.ts";
import type { PrismaClient } from "../db/generated/client.ts";
import type { Actor } from "../catalog/catalogChange.ts";
import { readSettings, requestSettings, type StudioSettings } from "./settings.ts";
import type { SettingsInput } from "./settingsRules.ts";
import { updateSettings } from "./updateSettings.ts";

type PaymentProvider = "STRIPE" | "TEST";

export type PublicSettings = StudioSettings & {
  stripePublishableKey: string | null;
  tagManagerId: string | null;
  sentryDsn: string | null;
  paymentProvider: PaymentProvider;
};

export type Integration = { name: string; variable: string; value: string | null };

export type AdminSettings = StudioSettings & { integrations: Integration[]; paymentProvider: PaymentProvider };

/** Payments go through Stripe when the server has its secret key, else through the test gateway. */
function paymentProviderOf(config: Config): PaymentProvider {
  return config.stripeSecretKey ? "STRIPE" : "TEST";
}

/** The public keys the server is configured with, and the environment variable each comes from. */
function integrationsOf(config: Config): Integration[] {
  return [
    { name: "Stripe publishable key", variable: "STRIPE_PUBLISHABLE_KEY", value: config.stripePublishableKey ?? null },
    { name: "Google Tag Manager container", variable: "GTM_ID", value: config.gtmId ?? null },
    { name: "Sentry DSN (browser and server error reports)", variable: "SENTRY_DSN", value: config.sentryDsn ?? null },
  ];
}

function adminSettings(settings: StudioSettings, config: Config): AdminSettings {
  return { ...settings, integrations: integrationsOf(config), paymentProvider: paymentProviderOf(config) };
}

export async function readPublicSettings(ctx: { prisma: PrismaClient; config: Config }): Promise<PublicSettings> {
  return {
    ...(await requestSettings(ctx)),
    stripePublishableKey: ctx.config.stripePublishableKey ?? null,
    tagManagerId: ctx.config.gtmId ?? null,
    sentryDsn: ctx.config.sentryDsn ?? null,
    paymentProvider: paymentProviderOf(ctx.config),
  };
}

export async function readAdminSettings(prisma: PrismaClient, config: Config): Promise<AdminSettings> {
  return adminSettings(await readSettings(prisma), config);
}

/** Changes the settings given (audited); answers them all. */
export async function updateAdminSettings(prisma: PrismaClient, config: Config, actor: Actor, input: SettingsInput): Promise<AdminSettings> {
  return adminSettings(await updateSettings(prisma, actor, input), config);
}
