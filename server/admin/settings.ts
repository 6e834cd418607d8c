import type { PrismaClient } from "../db/generated/client.ts";

export type StudioSettings = {
  studioName: string;
  description: string;
  currency: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  wordsPerMinute: number;
  /** Where the studio is: the billing country offered first, and the tax shown before one is chosen. */
  country: string;
  /** The studio's VAT number, printed on its invoices. */
  vatNumber: string;
  /** Revisions free of charge after a delivery, and for how many days after it. */
  freeRevisions: number;
  revisionWindowDays: number;
  /** The price (net of tax, minor units of `currency`) of a revision beyond the free ones; 0: none are sold. */
  extraRevisionPrice: number;
  /** Days after a delivery until the order counts as approved (completed) without an answer. */
  approvalWindowDays: number;
  /** Audio delivery rules: silence kept before and after speech, and the longest master accepted (minutes). */
  audioLeadMs: number;
  audioTailMs: number;
  masterMaxMinutes: number;
  /** Referral programme: the referrer's share of a referred customer's paid order, net of tax. */
  referralRateBasisPoints: number;
  /** Which of a referred customer's orders earn: the first paid one, or every one within `referralMonths` of signing up. */
  referralCommissionOn: ReferralCommissionOn;
  referralMonths: number;
  /** Days a commission waits before it is approved (a refund within them voids it): the refund window. */
  commissionHoldingDays: number;
  /** The smallest payout a partner can ask for, in minor units of the studio's currency. */
  payoutMinimum: number;
  /** Hours after a customer last changed an unpaid order until it is reminded once (with their consent); 0: never. */
  checkoutReminderHours: number;
};

export type ReferralCommissionOn = "FIRST_ORDER" | "ORDERS_WITHIN_MONTHS";

export const defaultSettings: StudioSettings = {
  studioName: "Studiofront",
  description: "Order management",
  currency: "EUR",
  contactEmail: "studio@studiofront.example",
  contactPhone: "",
  address: "",
  wordsPerMinute: 150,
  country: "NL",
  vatNumber: "",
  freeRevisions: 2,
  revisionWindowDays: 14,
  extraRevisionPrice: 0,
  approvalWindowDays: 14,
  audioLeadMs: 150,
  audioTailMs: 500,
  masterMaxMinutes: 30,
  referralRateBasisPoints: 1000,
  referralCommissionOn: "FIRST_ORDER",
  referralMonths: 12,
  commissionHoldingDays: 30,
  payoutMinimum: 5000,
  checkoutReminderHours: 24,
};

/** Studio settings, from the Setting table with defaults for any key not stored. */
export async function readSettings(prisma: Pick<PrismaClient, "setting">): Promise<StudioSettings> {
  const rows = await prisma.setting.findMany();
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  const settings = { ...defaultSettings };
  for (const key of Object.keys(defaultSettings) as (keyof StudioSettings)[]) {
    const value = stored[key];
    if (value !== undefined && typeof value === typeof defaultSettings[key]) (settings as Record<string, unknown>)[key] = value;
  }
  return settings;
}

const settingsByRequest = new WeakMap<object, Promise<StudioSettings>>();

/**
 * The settings as one request sees them, read once however many of its fields need them. For
 * reading only: a request that changes settings reads them with readSettings.
 */
export function requestSettings(ctx: { prisma: Pick<PrismaClient, "setting"> }): Promise<StudioSettings> {
  let settings = settingsByRequest.get(ctx);
  if (!settings) settingsByRequest.set(ctx, (settings = readSettings(ctx.prisma)));
  return settings;
}
