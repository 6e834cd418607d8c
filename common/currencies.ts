// The currencies the studio may sell in: ISO 4217 codes with two minor-unit digits that the money
// helpers (common/money.ts), the payment gateways and the invoices all handle the same way.
export const SHOP_CURRENCIES = ["EUR", "GBP", "USD", "CHF", "SEK", "DKK", "NOK", "PLN"] as const;

export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

export function isShopCurrency(code: string): code is ShopCurrency {
  return (SHOP_CURRENCIES as readonly string[]).includes(code);
}
