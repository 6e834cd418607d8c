// EU reverse charge: a business in another EU country than the studio's, with a valid-looking VAT
// number of that country and billed there, is invoiced without VAT; it accounts for the VAT itself.
import { isEuReverseCharge } from "../../common/vatNumbers.ts";

export type TaxBuyer = { country: string | null; vatNumber: string | null };

export const REVERSE_CHARGE_NOTE = "VAT reverse-charged: the customer accounts for the VAT (Article 196, Council Directive 2006/112/EC).";

/** Whether an order billed to `billingCountry` for `company` is reverse-charged by a studio in `studioCountry`. */
export function reverseChargeApplies(company: TaxBuyer | null | undefined, billingCountry: string | null | undefined, studioCountry: string): boolean {
  if (!company?.country || !billingCountry) return false;
  return billingCountry.trim().toUpperCase() === company.country && isEuReverseCharge(company, studioCountry);
}
