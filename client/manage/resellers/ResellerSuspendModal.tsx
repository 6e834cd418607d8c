// Suspending a reseller (they keep the role; reseller-only actions are refused) or reactivating
// them, with a reason: told to the reseller and kept in the audit log.
import { Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { ResellerSuspendModal_reseller$key } from "../../__generated__/ResellerSuspendModal_reseller.graphql.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useSetResellerSuspendedMutation } from "./useSetResellerSuspendedMutation.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

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
  const [setSuspended] = useSetResellerSuspendedMutation();
  const suspending = !data.suspended;
  const form = useForm({ mode: "controlled", initialValues: { reason: "" }, validate: { reason: (value) => (value.trim() ? null : "is required") } });
  const submission = useFormSubmit(form, {
    submit: (values) => setSuspended({ resellerId: data.id, suspended: suspending, reason: values.reason.trim() }),
    success: "ResellerPayload",
    notify: () => (suspending ? `${data.user.email} is suspended.` : `${data.user.email} is active again.`),
    onSuccess: () => onClose(),
  });
  const title = suspending ? "Suspend reseller" : "Reactivate reseller";
  return (
    <ModalForm
      title={title}
      onClose={onClose}
      submitLabel={suspending ? "Suspend" : "Reactivate"}
      submitColor={suspending ? "red.8" : undefined}
      submission={submission}
    >
      <Textarea label="Reason" description={suspending ? "Told to the reseller by e-mail and in their account." : "Kept in the audit log."} required data-autofocus autosize minRows={2} maxLength={1000} {...form.getInputProps("reason")} />
    </ModalForm>
  );
}
