// A form in a dialog, sent through useFormSubmit: the dialog's title names the form, an optional
// intro stands above the form's alert, and Cancel and the submit button end it. While the form is
// sending, the dialog stays open.
import { Button, Group, Modal, Stack, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";
import { SubmitForm, type SubmitFormProps } from "./SubmitForm.tsx";

export type ModalFormProps = Pick<SubmitFormProps, "formRef" | "onSubmit" | "alert"> & {
  title: string;
  onClose: () => void;
  /** From the mutation: the form is being sent. */
  submitting: boolean;
  submitLabel: string;
  /** Red for what takes something away. */
  submitColor?: MantineColor;
  cancelLabel?: string;
  opened?: boolean;
  /** What the form acts on, above the alert and the fields. */
  intro?: ReactNode;
  children: ReactNode;
};

export function ModalForm({ title, onClose, submitting, submitLabel, submitColor, cancelLabel = "Cancel", opened = true, intro, children, ...formProps }: ModalFormProps) {
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        {intro}
        <SubmitForm {...formProps} label={title}>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={submitting}>
              {cancelLabel}
            </Button>
            <Button type="submit" color={submitColor} loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </SubmitForm>
      </Stack>
    </Modal>
  );
}
