// Which orders are a company's: those billed to it, and those a reseller placed for it as their
// client. The studio's company page and the reseller's client page count the same orders.
import type { Prisma } from "../db/generated/client.ts";

export function companyOrdersWhere(companyId: string): Prisma.OrderWhereInput {
  return { placedAt: { not: null }, archivedAt: null, OR: [{ companyId }, { clientCompanyId: companyId }] };
}
