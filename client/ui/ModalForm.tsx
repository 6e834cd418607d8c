// A form in a dialog, sent through useFormSubmit: the dialog's title names the form, an optional
// intro stands above the form's alert, and Cancel and the submit button end it. While the form is
// sending, the dialog stays open.
import { Button, Group, Modal, Stack, type MantineColor } from "@mantine/core";
import type { ReactNode } from "react";
import { SubmitForm, type SubmitFormProps } from "./SubmitForm.tsx";

export type ModalFormProps = {
  /** What useFormSubmit returns for this form: the form element, its alert, and whether it is sending. */
  submission: Pick<SubmitFormProps, "formRef" | "onSubmit" | "alert"> & { submitting: boolean };
  title: string;
  onClose: () => void;
  submitLabel: string;
  /** Red for what takes something away. */
  submitColor?: MantineColor;
  cancelLabel?: string;
  opened?: boolean;
  /** What the form acts on, above the alert and the fields. */
  intro?: ReactNode;
  children: ReactNode;
};

export function ModalForm({ submission, title, onClose, submitLabel, submitColor, cancelLabel = "Cancel", opened = true, intro, children }: ModalFormProps) {
  const { submitting, formRef, onSubmit, alert } = submission;
  const close = () => {
    if (!submitting) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        {intro}
        <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={title}>
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
