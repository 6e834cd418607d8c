// The one way a form sends itself: run the mutation, and on its typed result either finish (a
// notification, then `onSuccess`) or put the failure on the form — a ValidationError's messages
// under the fields they name (server names mapped to the form's with `fieldNames`), a
// bot-check's under its widget, anything else in the alert above the form — and focus the first
// field in error. A request that fails (network, server error) shows its message in the alert.
import type { UseFormReturnType } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useCallback, useRef, useState, type FormEvent } from "react";
import { TOAST_MS } from "../app/timing.ts";
import { requestErrorMessage, withFormFieldNames, type MutationError } from "./formErrors.ts";
import { focusField, showFormFailure } from "./formResult.ts";
import { focusFirstError } from "./upload/focusFirstError.ts";

type Result = { readonly __typename: string };

/** The success member of a result union. */
type Success<R, S> = Extract<R, { __typename: S }>;

export type FormSubmitOptions<Values, R extends Result, S extends R["__typename"]> = {
  /** Sends the values; resolves with the mutation's result union. */
  submit: (values: Values) => Promise<R>;
  /** The result's `__typename` when it worked. */
  success: S;
  /** The notification shown after success (none when omitted or null). */
  notify?: (result: Success<R, S>, values: Values) => string | { title: string; message: string } | null;
  /** After success (and its notification). */
  onSuccess?: (result: Success<R, S>, values: Values) => void;
  /** Any other result, before it is put on the form; `true` when it is handled here. */
  onFailure?: (result: Exclude<R, { __typename: S }>, values: Values) => boolean | void;
  /** The server's field names that the form calls otherwise (`{ rateBasisPoints: "rate" }`). */
  fieldNames?: Record<string, string>;
  /** After every attempt that reached the server, whatever its outcome. */
  onSettled?: () => void;
};

export function useFormSubmit<Values extends Record<string, unknown>, R extends Result, S extends R["__typename"]>(
  form: UseFormReturnType<Values>,
  { submit, success, notify, onSuccess, onFailure, fieldNames, onSettled }: FormSubmitOptions<Values, R, S>,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const focusError = useCallback(
    (errors?: Record<string, unknown>) => {
      if (formRef.current) focusFirstError(formRef.current);
      // Without the form element: the first field in error that has an input (the bot-check has none).
      else focusField(form, Object.keys(errors ?? form.errors).find((key) => key !== "altcha" && form.getInputNode(key as never)));
    },
    [form],
  );

  const send = async (values: Values) => {
    setAlert(null);
    setSubmitting(true);
    try {
      const result = await submit(values);
      if (result.__typename === success) {
        const done = result as Success<R, S>;
        const message = notify?.(done, values);
        if (message) notifications.show({ color: "teal", autoClose: TOAST_MS, ...(typeof message === "string" ? { message } : message) });
        onSuccess?.(done, values);
        return;
      }
      if (onFailure?.(result as Exclude<R, { __typename: S }>, values) === true) return;
      const failure = fieldNames ? withFormFieldNames(result as MutationError, fieldNames) : result;
      setAlert(showFormFailure(form, failure));
      focusError();
    } catch (error) {
      setAlert(requestErrorMessage(error));
    } finally {
      setSubmitting(false);
      onSettled?.();
    }
  };

  const onSubmit: (event?: FormEvent<HTMLFormElement>) => void = form.onSubmit(send, (errors) => focusError(errors));
  return { onSubmit, formRef, alert, setAlert, submitting };
}
