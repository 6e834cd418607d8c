// Refunding a payment: in full (what is left) or in part (an amount in decimals), with an
// optional reason kept on the order's timeline. The provider is asked at once; the row shows the
// new refunded amount and status when it answers. Refusals show next to the field they concern.
import { Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import { formatMoney } from "../../../common/money.ts";
import type { RefundModal_payment$key } from "../../__generated__/RefundModal_payment.graphql.ts";
import { readableAmountMessage, refundAmount, refundErrors, REFUND_REASON_MAX_LENGTH, type RefundValues } from "./refundForm.ts";
import { useRefundPaymentMutation } from "./useRefundPaymentMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

/** Field errors in a darker red than Mantine's default, for WCAG AA contrast on white. */

export function RefundModal({ payment, opened, onClose }: { payment: RefundModal_payment$key; opened: boolean; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment RefundModal_payment on Payment {
        id
        amount
        currency
        refundedAmount
        refundableAmount
        providerReference
        order {
          number
        }
      }
    `,
    payment,
  );
  const [refund] = useRefundPaymentMutation();
  const money = (minor: number) => formatMoney(minor, data.currency);
  const form = useForm<RefundValues>({
    mode: "controlled",
    initialValues: { kind: "full", amount: "", reason: "" },
    validate: (values) => refundErrors(values, data.refundableAmount, data.currency),
  });
  const chosen = refundAmount(form.getValues(), data.refundableAmount, data.currency);

  const close = () => {
    form.reset();
    submission.setAlert(null);
    onClose();
  };

  const submission = useFormSubmit(form, {
    submit: async (values) => {
      const amount = refundAmount(values, data.refundableAmount, data.currency);
      // The form's own check already refused such an amount.
      if ("error" in amount) throw new Error(amount.error);
      return refund({ paymentId: data.id, amount: amount.amount, reason: values.reason.trim() || null });
    },
    success: "RefundPaymentPayload",
    notify: (result) => `Refunded ${money(result.refund.amount)} of order ${data.order.number}${result.refund.status === "SUCCEEDED" ? "." : "; the provider is processing it."}`,
    onSuccess: () => {
      form.reset();
      onClose();
    },
    onFailure: (result, values) => {
      if (result.__typename !== "ValidationError") return false;
      // The amount's message in the payment's currency; a payment id the person cannot change goes above the form.
      const fieldErrors: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const issue of result.fields ?? []) {
        const name = issue.path.filter((part) => part !== "input").join(".");
        if (name === "amount") fieldErrors.amount = readableAmountMessage(issue.message, data.currency);
        else if (name === "reason") fieldErrors.reason = issue.message;
        else elsewhere.push(name === "paymentId" ? `This payment ${issue.message}.` : issue.message);
      }
      if (fieldErrors.amount && values.kind === "full") form.setFieldValue("kind", "partial");
      form.setErrors(fieldErrors);
      submission.setAlert(elsewhere.length > 0 ? elsewhere.join(" ") : null);
      return true;
    },
  });

  return (
    <ModalForm
      title={`Refund order ${data.order.number}`}
      opened={opened}
      onClose={close}
      submitLabel={"amount" in chosen ? `Refund ${money(chosen.amount)}` : "Refund"}
      submitColor="red.9"
      submission={submission}
      intro={
        <Text size="sm">
          Paid {money(data.amount)}
          {data.refundedAmount > 0 ? `, ${money(data.refundedAmount)} already refunded` : ""}. Up to {money(data.refundableAmount)} can be refunded
          {data.providerReference ? ` (${data.providerReference})` : ""}.
        </Text>
      }
    >
      <Radio.Group label="How much" {...form.getInputProps("kind")}>
        <Stack gap="xs" mt={6}>
          <Radio value="full" label={`Full refund: ${money(data.refundableAmount)}`} />
          <Radio value="partial" label="Partial refund" />
        </Stack>
      </Radio.Group>
      {form.getValues().kind === "partial" && (
        <TextInput
          label="Amount to refund"
          description={`In ${data.currency}, e.g. 12.50; at most ${money(data.refundableAmount)}`}
          inputMode="decimal"
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps("amount")}
          onChange={(event) => {
            // A corrected amount is no longer wrong: its message and red border go at once.
            form.clearFieldError("amount");
            form.setFieldValue("amount", event.currentTarget.value);
          }}
        />
      )}
      <Textarea
        label="Reason"
        description="Optional; kept on the order's timeline, not sent to the customer."
        autosize
        minRows={2}
        maxRows={6}
        maxLength={REFUND_REASON_MAX_LENGTH}
        {...form.getInputProps("reason")}
      />
    </ModalForm>
  );
}
