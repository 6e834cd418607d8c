// Marking an approved payout paid (the bank transfer's reference) or rejecting a payout (the
// reason, told to the partner; the money returns to their balance). The server's refusals show
// next to the field they name, or above the form.
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PayoutDecisionModal_payout$key } from "../../__generated__/PayoutDecisionModal_payout.graphql.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useDecidePayoutMutation } from "./useDecidePayoutMutation.ts";

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
  const [decide, deciding] = useDecidePayoutMutation();
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

  const close = () => {
    if (deciding) return;
    onClose();
  };

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) =>
      decide(paying ? { payoutId: data.id, decision: "PAY", reference: values.reference.trim() } : { payoutId: data.id, decision: "REJECT", reason: values.reason.trim() }),
    success: "PayoutPayload",
    notify: () => (paying ? `The payout of ${money} to ${data.partner.email} is marked paid.` : `The payout of ${money} to ${data.partner.email} is rejected; the money is back on their balance.`),
    onSuccess: () => onClose(),
  });

  const title = paying ? "Mark payout paid" : "Reject payout";
  return (
    <Modal opened onClose={close} title={title} centered>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Text size="sm">
            {money} to {data.partner.email}.
            {data.details ? ` Payment details: ${data.details}` : ""}
          </Text>
          <FormAlert>{alert}</FormAlert>
          {paying ? (
            <TextInput label="Transfer reference" description="The bank transfer's reference, shown to the partner." required data-autofocus maxLength={TEXT_MAX_LENGTH} autoComplete="off" {...form.getInputProps("reference")} />
          ) : (
            <Textarea label="Reason" description="Told to the partner by e-mail and on their referrals page." required data-autofocus autosize minRows={2} maxRows={6} maxLength={TEXT_MAX_LENGTH} {...form.getInputProps("reason")} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={deciding}>
              Cancel
            </Button>
            <Button type="submit" color={paying ? undefined : "red.8"} loading={deciding}>
              {paying ? "Mark paid" : "Reject payout"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
