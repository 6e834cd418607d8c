// The quote's word count and duration fields, a module of their own: VoiceContactRoute loads it
// apart (Mantine's NumberInput carries a number-formatting library), hydrated once it has come.
import { NumberInput, type NumberInputProps } from "@mantine/core";

export function QuoteNumberInput(props: NumberInputProps) {
  return <NumberInput {...props} />;
}
