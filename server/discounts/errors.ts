// The typed error of a refused discount code. Its GraphQL type is `DiscountRefusedError
// { message reason }` (discount.graphql.ts); mutations list the class in `errors.types` and throw it.
import type { DiscountCheck, DiscountRefusal } from "./eligibility.ts";

export class DiscountRefusedError extends Error {
  readonly reason: DiscountRefusal;
  constructor(reason: DiscountRefusal, message: string) {
    super(message);
    this.name = "DiscountRefusedError";
    this.reason = reason;
  }

  /** The error for a refusal of checkDiscount or reserveRedemption. */
  static of(refusal: Extract<DiscountCheck, { ok: false }> | { reason: DiscountRefusal; message: string }) {
    return new DiscountRefusedError(refusal.reason, refusal.message);
  }
}
