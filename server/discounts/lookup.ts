// A code as a customer types it → the discount and checkDiscount's answer for an order. What the
// quote and the payment step call; the counting itself is in redemptions.ts.
import { normalizeDiscountCode } from "../../common/validation/discountSchemas.ts";
import type { Discount } from "../db/generated/client.ts";
import { checkDiscount, type DiscountCheck, type EligibleDiscount } from "./eligibility.ts";
import { countCustomerRedemptions, type Tx } from "./redemptions.ts";

export type DiscountWithServices = Discount & { serviceIds: string[] };

/** The discount with this code (any case, surrounding spaces ignored); archived codes are unknown. */
export async function findDiscountByCode(db: Pick<Tx, "discount">, code: string): Promise<DiscountWithServices | null> {
  const normalized = normalizeDiscountCode(code);
  if (!normalized) return null;
  const discount = await db.discount.findFirst({
    where: { code: normalized, archivedAt: null },
    include: { services: { select: { id: true } } },
  });
  if (!discount) return null;
  const { services, ...rest } = discount;
  return { ...rest, serviceIds: services.map((service) => service.id) };
}

export type EvaluateDiscountInput = {
  code: string;
  /** The order the code is for, when it exists (its own redemption does not count against it). */
  orderId?: string | null;
  /** The customer, for the per-customer limit; without an e-mail that limit is not checked yet. */
  email?: string | null;
  userId?: string | null;
  subtotal: number;
  currency: string;
  serviceId: string;
  serviceName: string;
  now?: Date;
};

/**
 * Looks the code up and checks it for the order: `discount` is null for an unknown code. Read-only;
 * reserveRedemption counts the use (and re-checks the limits atomically) when payment starts.
 */
export async function evaluateDiscountCode(
  db: Pick<Tx, "discount" | "discountRedemption">,
  input: EvaluateDiscountInput,
): Promise<{ discount: DiscountWithServices | null; check: DiscountCheck }> {
  const discount = await findDiscountByCode(db, input.code);
  const base = {
    now: input.now ?? new Date(),
    subtotal: input.subtotal,
    currency: input.currency,
    serviceId: input.serviceId,
    serviceName: input.serviceName,
  };
  if (!discount) return { discount: null, check: checkDiscount(null, { ...base, priorRedemptionsByCustomer: 0 }) };
  const held = input.orderId
    ? await db.discountRedemption.findFirst({ where: { orderId: input.orderId, discountId: discount.id }, select: { id: true } })
    : null;
  const prior =
    input.email && discount.perCustomerLimit !== null
      ? await countCustomerRedemptions(db, { discountId: discount.id, email: input.email, userId: input.userId, excludeOrderId: input.orderId ?? undefined })
      : 0;
  const eligible: EligibleDiscount = discount;
  return { discount, check: checkDiscount(eligible, { ...base, priorRedemptionsByCustomer: prior, orderHoldsRedemption: !!held }) };
}
