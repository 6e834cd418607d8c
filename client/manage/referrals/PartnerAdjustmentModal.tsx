// A correction to a partner's balance by hand: an amount to credit or debit, and the reason, which
// the partner sees in their ledger.
import { SegmentedControl, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { amountProblem, toMinorUnits } from "../../../common/money.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { MoneyInput } from "../services/MoneyInput.tsx";
import { useAdjustPartnerBalanceMutation } from "./useAdjustPartnerBalanceMutation.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

const REASON_MAX_LENGTH = 500;

export function PartnerAdjustmentModal({ partner, currency, onClose }: { partner: { id: string; email: string }; currency: string; onClose: () => void }) {
  const [adjust] = useAdjustPartnerBalanceMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { direction: "CREDIT", amount: "" as number | string, reason: "" },
    validate: {
      amount: (value) => amountProblem(value, currency) ?? (Number(value) > 0 ? null : "must be more than 0"),
      reason: (value) => (!value.trim() ? "is required: it is kept with the change and shown to the partner" : null),
    },
  });
  const submission = useFormSubmit(form, {
    submit: (values) => {
      const minor = toMinorUnits(values.amount, currency) ?? 0;
      return adjust({ partnerId: partner.id, amount: values.direction === "CREDIT" ? minor : -minor, reason: values.reason.trim() });
    },
    success: "PartnerLedgerEntryPayload",
    notify: () => `${partner.email}'s balance is adjusted.`,
    onSuccess: () => onClose(),
  });
  return (
    <ModalForm
      title="Adjust balance"
      onClose={onClose}
      submitLabel="Adjust balance"
      submission={submission}
      intro={
        <Text size="sm">A correction to {partner.email}'s balance, kept in their ledger with the reason.</Text>
      }
    >
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
    </ModalForm>
  );
}
