// Integer arithmetic on minor units. Rounding is half away from zero, the rule tax authorities
// and card networks expect, applied once per computed amount.

/** round(numerator / denominator), halves away from zero; denominator > 0. */
export function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const quotient = Math.floor(magnitude / denominator);
  const remainder = magnitude - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

/** `amount` × basis points / 10 000, rounded half away from zero. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  return divideRounded(amount * basisPoints, 10_000);
}
