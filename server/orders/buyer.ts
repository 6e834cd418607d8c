// Who is buying, for prices and tax: a business customer buys for their company (billed in its
// country, reverse-charged when it has a VAT number and is abroad), a reseller at their wholesale
// discount. The live quote and a saved order decide it alike.
import { EU_COUNTRIES } from "../../common/countries.ts";
import { vatNumberCountry } from "../../common/vatNumbers.ts";
import type { Viewer } from "../context.ts";
import type { Prisma, PrismaClient, Reseller } from "../db/generated/client.ts";

type Db = PrismaClient | Prisma.TransactionClient;

export type Buyer = {
  /** The company the viewer orders for (not archived); null: a private customer or a guest. */
  company: { id: string; country: string | null; vatNumber: string | null } | null;
  /** The viewer's reseller account; null: not a reseller. */
  reseller: Reseller | null;
};

export async function buyerOf(db: Db, viewer: Viewer | null): Promise<Buyer> {
  const companyId = viewer?.user.companyId;
  const [company, reseller] = await Promise.all([
    companyId ? db.company.findFirst({ where: { id: companyId, archivedAt: null }, select: { id: true, country: true, vatNumber: true } }) : null,
    viewer?.role === "RESELLER" ? db.reseller.findUnique({ where: { userId: viewer.id } }) : null,
  ]);
  return { company, reseller };
}

/**
 * The country an order is billed in: the one asked for, else where the buyer's company is
 * registered for VAT (its EU VAT number's country: a Dutch number is billed in the Netherlands
 * with Dutch VAT, whatever country was picked when the company was entered), else the company's
 * country, else the studio's.
 */
export function billingCountryOf(buyer: Buyer, studioCountry: string, requested?: string | null): string {
  return requested ?? companyBillingCountry(buyer.company) ?? studioCountry;
}

function companyBillingCountry(company: Buyer["company"]): string | null {
  const vatCountry = company?.vatNumber ? vatNumberCountry(company.vatNumber) : null;
  if (vatCountry && EU_COUNTRIES.includes(vatCountry)) return vatCountry;
  return company?.country ?? null;
}
