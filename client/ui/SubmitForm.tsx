// A form sent through useFormSubmit: the <form> element the hook drives, the alert above the
// fields, then the fields.
import type { MantineSpacing } from "@mantine/core";
import type { FormEvent, ReactNode, RefObject } from "react";
import { FormAlert } from "./FormAlert.tsx";
import { FormFields } from "./FormFields.tsx";

export type SubmitFormProps = {
  /** From useFormSubmit. */
  formRef: RefObject<HTMLFormElement | null>;
  /** From useFormSubmit. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** From useFormSubmit: the message above the fields. */
  alert: string | null;
  /** The form's accessible name. */
  label: string;
  gap?: MantineSpacing;
  children: ReactNode;
};

export function SubmitForm({ formRef, onSubmit, alert, label, gap = "md", children }: SubmitFormProps) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={label}>
      <FormFields gap={gap}>
        <FormAlert>{alert}</FormAlert>
        {children}
      </FormFields>
    </form>
  );
}
