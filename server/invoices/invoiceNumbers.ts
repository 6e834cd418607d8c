// Invoice numbers: one series per calendar year shared by invoices and credit notes, without gaps.
// The year's counter row is incremented by the transaction that issues the document, in one
// statement that also locks the row until that transaction ends: concurrent issuers wait for each
// other, and a transaction that rolls back takes its increment with it, so the next one reuses
// the number (a sequence would lose it).
import type { Prisma } from "../db/generated/client.ts";

export type InvoiceNumber = { year: number; sequence: number; number: string };

/** "2026-000042". */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(6, "0")}`;
}

/** The next number of `year`, taken inside the issuing transaction `tx`. */
export async function takeInvoiceNumber(tx: Pick<Prisma.TransactionClient, "$queryRaw">, year: number): Promise<InvoiceNumber> {
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceCounter" ("year", "last") VALUES (${year}, 1)
    ON CONFLICT ("year") DO UPDATE SET "last" = "InvoiceCounter"."last" + 1
    RETURNING "last"`;
  const sequence = Number(row.last);
  return { year, sequence, number: formatInvoiceNumber(year, sequence) };
}
