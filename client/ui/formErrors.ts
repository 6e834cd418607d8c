// Shows a mutation's typed error where it belongs: a ValidationError's field messages under the
// form's fields (mapped with common/validation's `fieldErrors`), anything else as one message for
// an alert above the form.
import { standAloneMessage } from "../../common/validation/fieldLabels.ts";
import { fieldErrors } from "../../common/validation/formErrors.ts";

export type MutationError = {
  readonly __typename: string;
  readonly message?: string;
  readonly fields?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
};

type FormLike = { setErrors(errors: Record<string, string>): void; getValues(): object };

export const UNEXPECTED_ERROR = "Something went wrong. Please try again.";

/** Puts field errors on the form; returns the message for the alert, or null when none is left. */
export function showMutationError(form: FormLike, error: MutationError): string | null {
  if (error.__typename === "ValidationError" && error.fields?.length) {
    const errors = fieldErrors(error.fields);
    const known = new Set(Object.keys(form.getValues()));
    const onFields: Record<string, string> = {};
    const elsewhere: string[] = [];
    for (const [path, message] of Object.entries(errors)) {
      if (known.has(path.split(".")[0] ?? "")) onFields[path] = message;
      else elsewhere.push(standAloneMessage({ path: path ? path.split(".") : [], message }));
    }
    form.setErrors(onFields);
    return elsewhere.length ? elsewhere.join(". ") : null;
  }
  return error.message || UNEXPECTED_ERROR;
}

/** The message for an error thrown by a request (network failure, server error). */
export function requestErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR;
}

/** A mutation's ValidationError with the server's field names replaced by the form's (`names`). */
export function withFormFieldNames<E extends MutationError>(error: E, names: Record<string, string>): E {
  if (!error.fields) return error;
  return { ...error, fields: error.fields.map((field) => ({ ...field, path: field.path.map((part) => names[part] ?? part) })) };
}
