// A form's validation whose zod schema loads apart: the validation library is about a fifth of a
// form page's scripts and is needed only once someone submits, so the schema loads after the page
// is usable (`appReady`). A form submitted before it has loaded goes to the server, which applies
// the same rules and answers each field's error (showMutationError in formErrors.ts).
import type { z } from "zod";
import { formValidator } from "../../common/validation/formErrors.ts";
import { appReady } from "../app/AppReadyMarker.tsx";

export function deferredFormValidator<T>(loadSchema: () => Promise<z.ZodType<T>>): (values: unknown) => Record<string, string> {
  let validate: ((values: unknown) => Record<string, string>) | null = null;
  appReady.then(loadSchema).then(
    (schema) => {
      validate = formValidator(schema);
    },
    // The server still checks every field.
    () => undefined,
  );
  return (values) => validate?.(values) ?? {};
}
