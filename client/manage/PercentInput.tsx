// A percentage typed with up to two decimals ("12.5"), for rates the server keeps in basis points.
import { NumberInput, type NumberInputProps } from "@mantine/core";

export function PercentInput(props: NumberInputProps) {
  return (
    <NumberInput
      rightSection={<span aria-hidden="true">%</span>}
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      {...props}
    />
  );
}
