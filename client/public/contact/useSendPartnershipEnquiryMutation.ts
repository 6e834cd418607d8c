// Sends a partnership enquiry (reseller, referral or agency programme) with the bot-check payload.
import { graphql } from "react-relay";
import type { useSendPartnershipEnquiryMutation as SendPartnershipEnquiryMutation } from "../../__generated__/useSendPartnershipEnquiryMutation.graphql.ts";
import { useInputMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSendPartnershipEnquiryMutation($input: PartnershipEnquiryInput!) {
    sendPartnershipEnquiry(input: $input) {
      __typename
      ... on ContactMessageSentPayload {
        message
      }
      ...resultError_fields @alias(as: "error")
    }
  }
`;

export function useSendPartnershipEnquiryMutation() {
  return useInputMutation<SendPartnershipEnquiryMutation, "ContactMessageSentPayload">(mutation);
}
