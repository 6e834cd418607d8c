// Voiding a commission with the reason: a pending one ends; an approved or paid one is clawed back
// from the partner's balance. The reason is kept with it and shown in the partner's ledger.
import { Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatMoney } from "../../../common/money.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useVoidCommissionMutation } from "./useVoidCommissionMutation.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

const REASON_MAX_LENGTH = 500;

export type VoidableCommission = { id: string; status: string; amount: number; currency: string; partnerEmail: string; orderNumber: number };

export function CommissionVoidModal({ commission, onClose }: { commission: VoidableCommission; onClose: () => void }) {
  const [voidCommission] = useVoidCommissionMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { reason: "" },
    validate: { reason: (value) => (!value.trim() ? "is required: it is kept with the change and shown to the partner" : null) },
  });
  const money = formatMoney(commission.amount, commission.currency);
  const credited = commission.status !== "PENDING";
  const submission = useFormSubmit(form, {
    submit: (values) => voidCommission({ commissionId: commission.id, reason: values.reason.trim() }),
    success: "CommissionPayload",
    notify: () => (credited ? `${money} is taken back from ${commission.partnerEmail}'s balance.` : `The commission of ${money} is void.`),
    onSuccess: () => onClose(),
  });
  return (
    <ModalForm
      title="Void commission"
      onClose={onClose}
      submitLabel="Void commission"
      submitColor="red.9"
      submission={submission}
      intro={
        <Text size="sm">
          {money} to {commission.partnerEmail} on order {commission.orderNumber}.
          {credited ? " It is already in their balance: voiding takes it back." : " It is still in its holding period."}
        </Text>
      }
    >
      <Textarea label="Reason" description="Shown to the partner." required data-autofocus autosize minRows={2} maxRows={6} maxLength={REASON_MAX_LENGTH} {...form.getInputProps("reason")} />
    </ModalForm>
  );
}
