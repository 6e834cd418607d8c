// An UploadField bound to a Mantine form's file field: the picked file is the field's value (a
// new pick clears the field's error, a refused one empties it), its error the field's error.
import type { UseFormReturnType } from "@mantine/form";
import type { UploadFieldProps } from "./UploadField.tsx";

export function uploadFieldProps<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  field: keyof Values & string,
): Pick<UploadFieldProps, "value" | "onChange" | "onReject" | "error"> {
  const setFile = (file: File | null) => form.setFieldValue(field, file as never);
  const error = form.errors[field];
  return {
    value: (form.values[field] as File | null) ?? null,
    onChange: (file) => {
      setFile(file);
      form.clearFieldError(field);
    },
    onReject: () => setFile(null),
    error: typeof error === "string" ? error : undefined,
  };
}
