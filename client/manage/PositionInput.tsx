// Where a record stands in its list (0 first): a whole, non-negative number.
import { NumberInput, type NumberInputProps } from "@mantine/core";

export function PositionInput({ description = "Lower numbers come first", ...props }: NumberInputProps) {
  return (
    <NumberInput
      label="Position"
      description={description}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      {...props}
    />
  );
}
