// A correction to a partner's balance by hand: an amount to credit or debit, and the reason, which
// the partner sees in their ledger.
import { Button, Group, Modal, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { amountProblem, toMinorUnits } from "../../../common/money.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { MoneyInput } from "../services/MoneyInput.tsx";
import { useAdjustPartnerBalanceMutation } from "./useAdjustPartnerBalanceMutation.ts";

const REASON_MAX_LENGTH = 500;

export function PartnerAdjustmentModal({ partner, currency, onClose }: { partner: { id: string; email: string }; currency: string; onClose: () => void }) {
  const [adjust, adjusting] = useAdjustPartnerBalanceMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { direction: "CREDIT", amount: "" as number | string, reason: "" },
    validate: {
      amount: (value) => amountProblem(value, currency) ?? (Number(value) > 0 ? null : "must be more than 0"),
      reason: (value) => (!value.trim() ? "is required: it is kept with the change and shown to the partner" : null),
    },
  });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => {
      const minor = toMinorUnits(values.amount, currency) ?? 0;
      return adjust({ partnerId: partner.id, amount: values.direction === "CREDIT" ? minor : -minor, reason: values.reason.trim() });
    },
    success: "PartnerLedgerEntryPayload",
    notify: () => `${partner.email}'s balance is adjusted.`,
    onSuccess: () => onClose(),
  });
  const close = () => {
    if (!adjusting) onClose();
  };
  return (
    <Modal opened onClose={close} title="Adjust balance" centered>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Adjust balance">
        <Stack gap="md">
          <Text size="sm">A correction to {partner.email}'s balance, kept in their ledger with the reason.</Text>
          <FormAlert>{alert}</FormAlert>
          <SegmentedControl
            aria-label="Direction"
            data={[
              { value: "CREDIT", label: "Credit the partner" },
              { value: "DEBIT", label: "Debit the partner" },
            ]}
            {...form.getInputProps("direction")}
          />
          <MoneyInput label="Amount" currency={currency} required {...form.getInputProps("amount")} />
          <Textarea label="Reason" description="Shown to the partner in their ledger." required autosize minRows={2} maxRows={6} maxLength={REASON_MAX_LENGTH} {...form.getInputProps("reason")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={adjusting}>
              Cancel
            </Button>
            <Button type="submit" loading={adjusting}>
              Adjust balance
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
