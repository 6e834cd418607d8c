// Voiding a commission with the reason: a pending one ends; an approved or paid one is clawed back
// from the partner's balance. The reason is kept with it and shown in the partner's ledger.
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { formatMoney } from "../../../common/money.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useVoidCommissionMutation } from "./useVoidCommissionMutation.ts";

const REASON_MAX_LENGTH = 500;

export type VoidableCommission = { id: string; status: string; amount: number; currency: string; partnerEmail: string; orderNumber: number };

export function CommissionVoidModal({ commission, onClose }: { commission: VoidableCommission; onClose: () => void }) {
  const [voidCommission, voiding] = useVoidCommissionMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { reason: "" },
    validate: { reason: (value) => (!value.trim() ? "is required: it is kept with the change and shown to the partner" : null) },
  });
  const money = formatMoney(commission.amount, commission.currency);
  const credited = commission.status !== "PENDING";
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => voidCommission({ commissionId: commission.id, reason: values.reason.trim() }),
    success: "CommissionPayload",
    notify: () => (credited ? `${money} is taken back from ${commission.partnerEmail}'s balance.` : `The commission of ${money} is void.`),
    onSuccess: () => onClose(),
  });
  const close = () => {
    if (!voiding) onClose();
  };
  return (
    <Modal opened onClose={close} title="Void commission" centered>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Void commission">
        <Stack gap="md">
          <Text size="sm">
            {money} to {commission.partnerEmail} on order {commission.orderNumber}.
            {credited ? " It is already in their balance: voiding takes it back." : " It is still in its holding period."}
          </Text>
          <FormAlert>{alert}</FormAlert>
          <Textarea label="Reason" description="Shown to the partner." required data-autofocus autosize minRows={2} maxRows={6} maxLength={REASON_MAX_LENGTH} {...form.getInputProps("reason")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={voiding}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={voiding}>
              Void commission
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
