// Whether an order's VAT is reverse-charged, by the studio's country in this request's settings.
import { requestSettings } from "../admin/settings.ts";
import type { Context } from "../context.ts";
import { reverseChargeApplies, type TaxBuyer } from "../tax/reverseCharge.ts";

export async function orderReverseCharge(ctx: Pick<Context, "prisma">, order: { billingCountry: string | null; company: TaxBuyer | null }): Promise<boolean> {
  // Most orders have no company with a VAT number: those are answered without reading the settings.
  if (!order.company?.vatNumber) return false;
  return reverseChargeApplies(order.company, order.billingCountry, (await requestSettings(ctx)).country);
}
