// A management editor's form: controlled, since the editors read what is typed as it is typed
// (currencies, pricing fields, slugs), starting from the record's values or the empty form.
import { useForm, type UseFormInput } from "@mantine/form";

export function useEditorForm<Values extends Record<string, unknown>>(initialValues: Values, validate: UseFormInput<Values>["validate"]) {
  return useForm<Values>({ mode: "controlled", initialValues, validate });
}
