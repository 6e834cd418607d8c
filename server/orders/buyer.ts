// Who is buying, for prices and tax: a business customer buys for their company (billed in its
// country, reverse-charged when it has a VAT number and is abroad), a reseller at their wholesale
// discount. The live quote and a saved order decide it alike.
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

/** The country an order is billed in: the one asked for, else the buyer's company's, else the studio's. */
export function billingCountryOf(buyer: Buyer, studioCountry: string, requested?: string | null): string {
  return requested ?? buyer.company?.country ?? studioCountry;
}
