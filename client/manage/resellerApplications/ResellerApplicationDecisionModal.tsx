// Approving an application with the reseller's terms (wholesale discount 0–50 %, commission
// 0–30 %, entered in per cent and sent in basis points) or rejecting it with a reason the
// applicant is told. The server's refusals show next to the field they name.
import { NumberInput, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { ResellerApplicationDecisionModal_application$key } from "../../__generated__/ResellerApplicationDecisionModal_application.graphql.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useDecideResellerApplicationMutation } from "./useDecideResellerApplicationMutation.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

export type ApplicationDecisionKind = "APPROVE" | "REJECT";

const REASON_MAX_LENGTH = 1000;
const toBasisPoints = (percent: number | string) => Math.round(Number(percent) * 100);

export function ResellerApplicationDecisionModal({ application, decision, onClose }: { application: ResellerApplicationDecisionModal_application$key; decision: ApplicationDecisionKind; onClose: () => void }) {
  const data = useFragment(
    graphql`
      fragment ResellerApplicationDecisionModal_application on ResellerApplication {
        id
        companyName
        applicant {
          email
        }
      }
    `,
    application,
  );
  const [decide] = useDecideResellerApplicationMutation();
  const approving = decision === "APPROVE";
  const form = useForm<{ wholesaleDiscount: number | string; commissionRate: number | string; reason: string }>({
    mode: "controlled",
    initialValues: { wholesaleDiscount: 20, commissionRate: 0, reason: "" },
    validate: approving
      ? {
          wholesaleDiscount: (value) => (value === "" || Number(value) < 0 || Number(value) > 50 ? "must be between 0 and 50 %" : null),
          commissionRate: (value) => (value === "" || Number(value) < 0 || Number(value) > 30 ? "must be between 0 and 30 %" : null),
        }
      : { reason: (value) => (!value.trim() ? "is required: the applicant is told why" : value.trim().length > REASON_MAX_LENGTH ? `must be shorter than or equal to ${REASON_MAX_LENGTH} characters` : null) },
  });
  const submission = useFormSubmit(form, {
    submit: (values) =>
      decide(
        approving
          ? { applicationId: data.id, decision: "APPROVE", wholesaleDiscountBasisPoints: toBasisPoints(values.wholesaleDiscount), commissionRateBasisPoints: toBasisPoints(values.commissionRate) }
          : { applicationId: data.id, decision: "REJECT", reason: values.reason.trim() },
      ),
    success: "ResellerApplicationPayload",
    fieldNames: { wholesaleDiscountBasisPoints: "wholesaleDiscount", commissionRateBasisPoints: "commissionRate" },
    notify: () => (approving ? `${data.companyName} is approved: ${data.applicant.email} is a reseller now.` : `The application of ${data.companyName} is rejected.`),
    onSuccess: () => onClose(),
  });
  const title = approving ? "Approve application" : "Reject application";
  return (
    <ModalForm
      title={title}
      onClose={onClose}
      submitLabel={approving ? "Approve" : "Reject application"}
      submitColor={approving ? undefined : "red.8"}
      submission={submission}
      intro={
        <Text size="sm">
          {data.companyName} ({data.applicant.email}).
        </Text>
      }
    >
      {approving ? (
        <>
          <NumberInput label="Wholesale discount (%)" description="Off the list price, 0 to 50 %." required min={0} max={50} decimalScale={2} data-autofocus {...form.getInputProps("wholesaleDiscount")} />
          <NumberInput label="Commission rate (%)" description="On their clients' orders net of tax, 0 to 30 %." required min={0} max={30} decimalScale={2} {...form.getInputProps("commissionRate")} />
        </>
      ) : (
        <Textarea label="Reason" description="Told to the applicant by e-mail and in their account." required data-autofocus autosize minRows={2} maxRows={6} maxLength={REASON_MAX_LENGTH} {...form.getInputProps("reason")} />
      )}
    </ModalForm>
  );
}
