// Suspending a reseller (they keep the role; reseller-only actions are refused) or reactivating
// them, with a reason: told to the reseller and kept in the audit log.
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { ResellerSuspendModal_reseller$key } from "../../__generated__/ResellerSuspendModal_reseller.graphql.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useSetResellerSuspendedMutation } from "./useSetResellerSuspendedMutation.ts";

export function ResellerSuspendModal({ reseller, onClose }: { reseller: ResellerSuspendModal_reseller$key; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment ResellerSuspendModal_reseller on Reseller {
        id
        suspended
        user {
          email
        }
      }
    `,
    reseller,
  );
  const [setSuspended, saving] = useSetResellerSuspendedMutation();
  const suspending = !data.suspended;
  const form = useForm({ mode: "controlled", initialValues: { reason: "" }, validate: { reason: (value) => (value.trim() ? null : "is required") } });
  const close = () => {
    if (!saving) onClose();
  };
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => setSuspended({ resellerId: data.id, suspended: suspending, reason: values.reason.trim() }),
    success: "ResellerPayload",
    notify: () => (suspending ? `${data.user.email} is suspended.` : `${data.user.email} is active again.`),
    onSuccess: () => onClose(),
  });
  const title = suspending ? "Suspend reseller" : "Reactivate reseller";
  return (
    <Modal opened onClose={close} title={title} centered>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormAlert>{alert}</FormAlert>
          <Textarea label="Reason" description={suspending ? "Told to the reseller by e-mail and in their account." : "Kept in the audit log."} required data-autofocus autosize minRows={2} maxLength={1000} {...form.getInputProps("reason")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" color={suspending ? "red.8" : undefined} loading={saving}>
              {suspending ? "Suspend" : "Reactivate"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
