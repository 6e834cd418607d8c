// A decimal amount in the service's currency ("29.50"), for prices stored as minor units: the
// form converts with money.ts when it is sent.
import { NumberInput, type NumberInputProps } from "@mantine/core";
import { minorDigits } from "../../../common/money.ts";

function currencySymbol(currency: string): string {
  try {
    const part = new Intl.NumberFormat("en-GB", { style: "currency", currency }).formatToParts(0).find((p) => p.type === "currency");
    return part?.value ?? currency;
  } catch {
    return currency;
  }
}

export function MoneyInput({ currency, ...props }: NumberInputProps & { currency: string }) {
  const symbol = currencySymbol(currency);
  return (
    <NumberInput
      decimalScale={minorDigits(currency)}
      allowNegative={false}
      min={0}
      hideControls
      inputMode="decimal"
      leftSection={<span aria-hidden="true">{symbol}</span>}
      leftSectionWidth={symbol.length > 1 ? 48 : 32}
      fixedDecimalScale
      {...props}
    />
  );
}
