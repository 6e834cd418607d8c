// What the public forms do with the server's answer when it is not a success: field messages next
// to their fields (ValidationError, and the bot-check's own error under the widget), anything else
// as the message of the alert above the form; and the first field in error gets the focus.
import { showMutationError, UNEXPECTED_ERROR } from "./formErrors.ts";

type FormResult =
  | { readonly __typename: "ValidationError"; readonly message: string; readonly fields: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }> }
  | { readonly __typename: "BotCheckError"; readonly message: string }
  | { readonly __typename: "RateLimitError"; readonly message: string; readonly retryAfterSeconds: number }
  | { readonly __typename: string; readonly message?: string };

type FormLike = {
  setErrors(errors: Record<string, string>): void;
  getValues(): object;
  getInputNode(path: never): HTMLElement | null;
};

/** Puts the failure on the form; returns the alert's message (null when every message is on a field). */
export function showFormFailure(form: FormLike, result: FormResult): string | null {
  switch (result.__typename) {
    case "BotCheckError":
      form.setErrors({ altcha: result.message ?? UNEXPECTED_ERROR });
      return null;
    case "ValidationError": {
      const alert = showMutationError(form, result as Parameters<typeof showMutationError>[1]);
      const first = (result as { fields?: ReadonlyArray<{ path: ReadonlyArray<string> }> }).fields?.[0]?.path.filter((part) => part !== "input").join(".");
      if (first) focusField(form, first);
      return alert;
    }
    case "RateLimitError":
      return result.message || UNEXPECTED_ERROR;
    default:
      return result.message || UNEXPECTED_ERROR;
  }
}

/** Moves the focus to a field (the first with an error after a refused submit). */
export function focusField(form: Pick<FormLike, "getInputNode">, path: string | undefined) {
  if (!path) return;
  const node = form.getInputNode(path as never);
  (node as HTMLElement | null)?.focus?.();
}
