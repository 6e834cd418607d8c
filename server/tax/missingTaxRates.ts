// Countries customers can be billed in where VAT is due but the studio has no active rate: a
// quote for one of them charges no VAT, so the tax and settings screens list them and the order
// desk flags an order priced that way.
import { VAT_COUNTRIES } from "../../common/countries.ts";
import { requestSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import { reverseChargeApplies, type TaxBuyer } from "./reverseCharge.ts";

/** The countries where the studio charges VAT: the EU, the UK, Switzerland, Norway, and its own. */
export function vatDueCountries(studioCountry: string): string[] {
  return VAT_COUNTRIES.includes(studioCountry) ? [...VAT_COUNTRIES] : [...VAT_COUNTRIES, studioCountry];
}

/** Of the countries where VAT is due, those without an active rate for the whole country, by code. */
export function countriesWithoutRate(activeRates: readonly { country: string; region: string }[], studioCountry: string): string[] {
  const rated = new Set(activeRates.filter((rate) => rate.region === "").map((rate) => rate.country));
  return vatDueCountries(studioCountry)
    .filter((country) => !rated.has(country))
    .sort();
}

/** The countries without a rate, for the studio of this request's settings. */
export async function missingTaxRateCountries(ctx: Pick<Context, "prisma">): Promise<string[]> {
  const [settings, rates] = await Promise.all([
    requestSettings(ctx),
    ctx.prisma.taxRate.findMany({ where: { active: true, region: "" }, select: { country: true, region: true } }),
  ]);
  return countriesWithoutRate(rates, settings.country);
}

/**
 * The billing country of an order priced without VAT although VAT is due there (no rate for it,
 * not reverse-charged); null when the order's tax is in order.
 */
export function countryPricedWithoutVat(order: { billingCountry: string | null; taxRateId: string | null; company: TaxBuyer | null }, studioCountry: string): string | null {
  if (!order.billingCountry || order.taxRateId || reverseChargeApplies(order.company, order.billingCountry, studioCountry)) return null;
  return vatDueCountries(studioCountry).includes(order.billingCountry) ? order.billingCountry : null;
}

/** `countryPricedWithoutVat` by the studio's country in this request's settings. */
export async function orderPricedWithoutVatIn(ctx: Pick<Context, "prisma">, order: Parameters<typeof countryPricedWithoutVat>[0]): Promise<string | null> {
  // An order priced with a rate, or not billed anywhere yet, is answered without reading the settings.
  if (!order.billingCountry || order.taxRateId) return null;
  return countryPricedWithoutVat(order, (await requestSettings(ctx)).country);
}
