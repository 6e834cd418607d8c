// Asking for a payout of the whole available balance, with optional payment details (IBAN and
// account holder). Below the studio's minimum the button is disabled and says why; the server's
// refusal (a ValidationError) shows above the form.
import { Button, Group, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useId } from "react";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { PayoutRequestForm_account$key } from "../../__generated__/PayoutRequestForm_account.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { ProfileSection } from "../../ui/profile/ProfileSection.tsx";
import { useRequestPayoutMutation } from "./useRequestPayoutMutation.ts";

export const PAYOUT_DETAILS_MAX_LENGTH = 500;

export function PayoutRequestForm({ account, onRequested }: { account: PayoutRequestForm_account$key; onRequested: () => void }) {
  const data = useFragment(
    graphql`
      fragment PayoutRequestForm_account on PartnerAccount {
        payoutMinimum
        balance {
          currency
          available
        }
      }
    `,
    account,
  );
  const [requestPayout, requesting] = useRequestPayoutMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { details: "" },
    validate: { details: (value) => (value.trim().length > PAYOUT_DETAILS_MAX_LENGTH ? `must be shorter than or equal to ${PAYOUT_DETAILS_MAX_LENGTH} characters` : null) },
  });
  const { currency, available } = data.balance;
  const money = (minor: number) => formatMoney(minor, currency);
  const belowMinimum = available < data.payoutMinimum;
  const reasonId = useId();

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => requestPayout({ details: values.details.trim() || null }),
    success: "PayoutPayload",
    notify: (result) => ({ title: "Payout requested", message: `The studio will transfer ${money(result.payout.amount)} once it has approved your request.` }),
    onSuccess: () => {
      form.reset();
      onRequested();
    },
  });

  return (
    <ProfileSection title="Request a payout" description={`Your whole available balance is paid out by bank transfer, from ${money(data.payoutMinimum)}.`}>
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Request a payout">
        <Textarea
          label="Payment details"
          description="Optional: the IBAN and account holder to pay, if they changed since your last payout."
          autosize
          minRows={2}
          maxRows={5}
          maxLength={PAYOUT_DETAILS_MAX_LENGTH}
          {...form.getInputProps("details")}
        />
        <Group justify="flex-end" gap="md">
          {belowMinimum && (
            <Text size="sm" c="dimmed" id={reasonId}>
              Your available balance is {money(Math.max(0, available))}; a payout can be asked for from {money(data.payoutMinimum)}.
            </Text>
          )}
          <Button type="submit" loading={requesting} disabled={belowMinimum} aria-describedby={belowMinimum ? reasonId : undefined}>
            {belowMinimum ? "Request payout" : `Request payout of ${money(available)}`}
          </Button>
        </Group>
      </SubmitForm>
    </ProfileSection>
  );
}
