// Editing a reseller's terms: wholesale discount (0–50 %) and commission (0–30 %) in per cent,
// sent in basis points, and payout details. The server's refusals show next to their fields.
import { NumberInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { ResellerTermsModal_reseller$key } from "../../__generated__/ResellerTermsModal_reseller.graphql.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useUpdateResellerTermsMutation } from "./useUpdateResellerTermsMutation.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

const toBasisPoints = (percent: number | string) => Math.round(Number(percent) * 100);

export function ResellerTermsModal({ reseller, onClose }: { reseller: ResellerTermsModal_reseller$key; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment ResellerTermsModal_reseller on Reseller {
        id
        wholesaleDiscountBasisPoints
        commissionRateBasisPoints
        payoutDetails
        user {
          email
        }
      }
    `,
    reseller,
  );
  const [update] = useUpdateResellerTermsMutation();
  const form = useForm<{ wholesaleDiscount: number | string; commissionRate: number | string; payoutDetails: string }>({
    mode: "controlled",
    initialValues: { wholesaleDiscount: data.wholesaleDiscountBasisPoints / 100, commissionRate: data.commissionRateBasisPoints / 100, payoutDetails: data.payoutDetails ?? "" },
    validate: {
      wholesaleDiscount: (value) => (value === "" || Number(value) < 0 || Number(value) > 50 ? "must be between 0 and 50 %" : null),
      commissionRate: (value) => (value === "" || Number(value) < 0 || Number(value) > 30 ? "must be between 0 and 30 %" : null),
    },
  });
  const submission = useFormSubmit(form, {
    submit: (values) =>
      update({ resellerId: data.id, wholesaleDiscountBasisPoints: toBasisPoints(values.wholesaleDiscount), commissionRateBasisPoints: toBasisPoints(values.commissionRate), payoutDetails: values.payoutDetails.trim() || null }),
    success: "ResellerPayload",
    fieldNames: { wholesaleDiscountBasisPoints: "wholesaleDiscount", commissionRateBasisPoints: "commissionRate" },
    notify: () => `The terms of ${data.user.email} are saved.`,
    onSuccess: () => onClose(),
  });
  return (
    <ModalForm
      title="Edit terms"
      onClose={onClose}
      submitLabel="Save terms"
      submission={submission}
    >
      <NumberInput label="Wholesale discount (%)" required min={0} max={50} decimalScale={2} data-autofocus {...form.getInputProps("wholesaleDiscount")} />
      <NumberInput label="Commission rate (%)" required min={0} max={30} decimalScale={2} {...form.getInputProps("commissionRate")} />
      <Textarea label="Payout details" autosize minRows={2} maxLength={500} {...form.getInputProps("payoutDetails")} />
    </ModalForm>
  );
}
