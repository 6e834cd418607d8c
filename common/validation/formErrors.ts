import type { z } from "zod";

/** Turns a schema into a Mantine form `validate` function: { "field.path": "message" }. */
export function formValidator<T>(schema: z.ZodType<T>) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join(".");
      errors[key] ??= issue.message;
    }
    return errors;
  };
}

/** Maps a GraphQL ValidationError's field issues onto form errors. */
export function fieldErrors(fields: ReadonlyArray<{ path: ReadonlyArray<string>; message: string }>) {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const key = field.path.filter((part) => part !== "input").join(".");
    errors[key] ??= field.message;
  }
  return errors;
}
