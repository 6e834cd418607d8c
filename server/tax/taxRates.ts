// Tax rates by country (and region): the lookup pricing uses, and their management. Every
// management change writes the audit log in the same transaction.
import type { TaxRateFields } from "../../common/validation/discountSchemas.ts";
import { type Actor, audit, changedFields, checkedId, type Db, uniqueOr } from "../catalog/catalogChange.ts";
import type { Prisma, TaxRate } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

/**
 * The active tax rate for a billing address: the one of `country` + `region`, else the one of the
 * whole country (region ""), else null (no tax known for that country: the caller decides).
 * Country and region are compared upper-cased and trimmed ("nl" finds NL).
 */
export async function findTaxRate(db: Pick<Prisma.TransactionClient, "taxRate">, country: string, region?: string | null): Promise<TaxRate | null> {
  const countryCode = country.trim().toUpperCase();
  const regionCode = (region ?? "").trim().toUpperCase();
  if (!countryCode) return null;
  const candidates = await db.taxRate.findMany({
    where: { country: countryCode, region: { in: regionCode ? [regionCode, ""] : [""] }, active: true },
  });
  return candidates.find((rate) => rate.region === regionCode) ?? candidates.find((rate) => rate.region === "") ?? null;
}

const TAX_RATE_MISSING = "This tax rate does not exist.";
const placeTaken = (region: string) => () =>
  ValidationError.field("input.country", region ? `already has a tax rate for region ${region}` : "already has a tax rate for the whole country");

async function checkPlaceFree(db: Db, fields: TaxRateFields, exceptId?: string) {
  const taken = await db.taxRate.count({ where: { country: fields.country, region: fields.region, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (taken > 0) throw placeTaken(fields.region)();
}

function taxRateData(fields: TaxRateFields) {
  return { name: fields.name, country: fields.country, region: fields.region, rateBasisPoints: fields.rateBasisPoints, inclusive: fields.inclusive };
}

export async function createTaxRate(db: Db, actor: Actor, fields: TaxRateFields): Promise<TaxRate> {
  await checkPlaceFree(db, fields);
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const rate = await tx.taxRate.create({ data: { ...taxRateData(fields), active: fields.active ?? true } });
        await audit(tx, actor, "taxRate.created", { type: "TaxRate", id: rate.id }, {
          country: rate.country,
          region: rate.region,
          rateBasisPoints: rate.rateBasisPoints,
        });
        return rate;
      }),
    placeTaken(fields.region),
  );
}

export async function updateTaxRate(db: Db, actor: Actor, id: string, fields: TaxRateFields): Promise<TaxRate> {
  const before = await db.taxRate.findUnique({ where: { id: checkedId(id, TAX_RATE_MISSING) } });
  if (!before) throw new NotFoundError(TAX_RATE_MISSING);
  await checkPlaceFree(db, fields, before.id);
  const data = { ...taxRateData(fields), active: fields.active ?? before.active };
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const rate = await tx.taxRate.update({ where: { id: before.id }, data });
        await audit(tx, actor, "taxRate.updated", { type: "TaxRate", id: rate.id }, {
          country: rate.country,
          region: rate.region,
          changed: changedFields(before, data),
          ...(before.rateBasisPoints !== rate.rateBasisPoints ? { previousRateBasisPoints: before.rateBasisPoints } : {}),
        });
        return rate;
      }),
    placeTaken(fields.region),
  );
}
