import { TextInput, type TextInputProps } from "@mantine/core";

/** An editor's slug field: the part of the record's address made from its name, typed as is. */
export function SlugInput(props: TextInputProps) {
  return <TextInput size="sm" label="Slug" spellCheck={false} autoCapitalize="off" {...props} />;
}
