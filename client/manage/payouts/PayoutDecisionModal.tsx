// Marking an approved payout paid (the bank transfer's reference) or rejecting a payout (the
// reason, told to the partner; the money returns to their balance). The server's refusals show
// next to the field they name, or above the form.
import { Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PayoutDecisionModal_payout$key } from "../../__generated__/PayoutDecisionModal_payout.graphql.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useDecidePayoutMutation } from "./useDecidePayoutMutation.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

export type PayoutDecisionKind = "PAY" | "REJECT";

const TEXT_MAX_LENGTH = 500;

export function PayoutDecisionModal({ payout, decision, onClose }: { payout: PayoutDecisionModal_payout$key; decision: PayoutDecisionKind; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment PayoutDecisionModal_payout on Payout {
        id
        amount
        currency
        details
        partner {
          email
        }
      }
    `,
    payout,
  );
  const [decide] = useDecidePayoutMutation();
  const money = formatMoney(data.amount, data.currency);
  const paying = decision === "PAY";
  const form = useForm({
    mode: "controlled",
    initialValues: { reference: "", reason: "" },
    validate: (values) => {
      const value = (paying ? values.reference : values.reason).trim();
      const field = paying ? "reference" : "reason";
      if (!value) return { [field]: paying ? "is required: the bank transfer's reference" : "is required: the partner is told why" };
      if (value.length > TEXT_MAX_LENGTH) return { [field]: `must be shorter than or equal to ${TEXT_MAX_LENGTH} characters` };
      return {};
    },
  });


  const submission = useFormSubmit(form, {
    submit: (values) =>
      decide(paying ? { payoutId: data.id, decision: "PAY", reference: values.reference.trim() } : { payoutId: data.id, decision: "REJECT", reason: values.reason.trim() }),
    success: "PayoutPayload",
    notify: () => (paying ? `The payout of ${money} to ${data.partner.email} is marked paid.` : `The payout of ${money} to ${data.partner.email} is rejected; the money is back on their balance.`),
    onSuccess: () => onClose(),
  });

  const title = paying ? "Mark payout paid" : "Reject payout";
  return (
    <ModalForm
      title={title}
      onClose={onClose}
      submitLabel={paying ? "Mark paid" : "Reject payout"}
      submitColor={paying ? undefined : "red.8"}
      submission={submission}
      intro={
        <Text size="sm">
          {money} to {data.partner.email}.
          {data.details ? ` Payment details: ${data.details}` : ""}
        </Text>
      }
    >
      {paying ? (
        <TextInput label="Transfer reference" description="The bank transfer's reference, shown to the partner." required data-autofocus maxLength={TEXT_MAX_LENGTH} autoComplete="off" {...form.getInputProps("reference")} />
      ) : (
        <Textarea label="Reason" description="Told to the partner by e-mail and on their referrals page." required data-autofocus autosize minRows={2} maxRows={6} maxLength={TEXT_MAX_LENGTH} {...form.getInputProps("reason")} />
      )}
    </ModalForm>
  );
}
