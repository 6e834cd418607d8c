// Management of discount codes: create and edit (deactivate through `active`). Every change
// writes the audit log in the same transaction.
import type { DiscountFields } from "../../common/validation/discountSchemas.ts";
import { readSettings } from "../admin/settings.ts";
import { type Actor, audit, changedFields, checkedId, type Db, uniqueOr } from "../catalog/catalogChange.ts";
import type { Discount } from "../db/generated/client.ts";
import { NotFoundError, ValidationError } from "../errors.ts";

const DISCOUNT_MISSING = "This discount code does not exist.";
const codeTaken = () => ValidationError.field("input.code", "is already used by another code");
const unknownService = () => ValidationError.field("input.serviceIds", "contains a service that does not exist");

async function findDiscount(db: Db, id: string): Promise<Discount & { services: { id: string }[] }> {
  const discount = await db.discount.findFirst({
    where: { id: checkedId(id, DISCOUNT_MISSING), archivedAt: null },
    include: { services: { select: { id: true }, orderBy: { id: "asc" } } },
  });
  if (!discount) throw new NotFoundError(DISCOUNT_MISSING);
  return discount;
}

/** Distinct service ids, each an existing service (archived ones included: old codes keep them). */
async function checkedServiceIds(db: Db, ids: readonly string[] | null | undefined): Promise<string[]> {
  const distinct = [...new Set(ids ?? [])].sort();
  if (distinct.length === 0) return [];
  if (distinct.some((id) => !/^[0-9a-f-]{36}$/i.test(id))) throw unknownService();
  const found = await db.service.count({ where: { id: { in: distinct } } });
  if (found !== distinct.length) throw unknownService();
  return distinct;
}

async function checkCodeFree(db: Db, code: string, exceptId?: string) {
  const taken = await db.discount.count({ where: { code, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (taken > 0) throw codeTaken();
}

function discountData(fields: DiscountFields) {
  return {
    code: fields.code,
    description: fields.description,
    kind: fields.kind,
    percentBasisPoints: fields.percentBasisPoints,
    amount: fields.amount,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    maxRedemptions: fields.maxRedemptions,
    perCustomerLimit: fields.perCustomerLimit,
    minimumSubtotal: fields.minimumSubtotal,
  };
}

export async function createDiscount(db: Db, actor: Actor, fields: DiscountFields, serviceIds: readonly string[] | null | undefined): Promise<Discount> {
  await checkCodeFree(db, fields.code);
  const services = await checkedServiceIds(db, serviceIds);
  const currency = fields.currency ?? (await readSettings(db)).currency;
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const discount = await tx.discount.create({
          data: {
            ...discountData(fields),
            currency,
            active: fields.active ?? true,
            services: { connect: services.map((id) => ({ id })) },
          },
        });
        await audit(tx, actor, "discount.created", { type: "Discount", id: discount.id }, { code: discount.code, kind: discount.kind });
        return discount;
      }),
    codeTaken,
  );
}

export async function updateDiscount(
  db: Db,
  actor: Actor,
  id: string,
  fields: DiscountFields,
  serviceIds: readonly string[] | null | undefined,
): Promise<Discount> {
  const before = await findDiscount(db, id);
  await checkCodeFree(db, fields.code, before.id);
  const services = await checkedServiceIds(db, serviceIds);
  const data = {
    ...discountData(fields),
    currency: fields.currency ?? before.currency,
    active: fields.active ?? before.active,
  };
  return uniqueOr(
    () =>
      db.$transaction(async (tx) => {
        const discount = await tx.discount.update({
          where: { id: before.id },
          data: { ...data, services: { set: services.map((serviceId) => ({ id: serviceId })) } },
        });
        const changed = changedFields(before, data);
        if (JSON.stringify(before.services.map((service) => service.id)) !== JSON.stringify(services)) changed.push("services");
        const action = before.active && !data.active ? "discount.deactivated" : !before.active && data.active ? "discount.activated" : "discount.updated";
        await audit(tx, actor, action, { type: "Discount", id: discount.id }, { code: discount.code, changed });
        return discount;
      }),
    codeTaken,
  );
}
