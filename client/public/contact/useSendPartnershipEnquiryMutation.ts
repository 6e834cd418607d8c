// Sends a partnership enquiry (reseller, referral or agency programme) with the bot-check payload.
import { graphql } from "react-relay";
import type { PartnershipEnquiryInput, useSendPartnershipEnquiryMutation as SendPartnershipEnquiryMutation } from "../../__generated__/useSendPartnershipEnquiryMutation.graphql.ts";
import { useResultMutation } from "../../ui/useResultMutation.ts";

const mutation = graphql`
  mutation useSendPartnershipEnquiryMutation($input: PartnershipEnquiryInput!) {
    sendPartnershipEnquiry(input: $input) {
      __typename
      ... on ContactMessageSentPayload {
        message
      }
      ... on ValidationError {
        ...validationError_fields @alias(as: "validation")
      }
      ... on BotCheckError {
        message
      }
      ... on RateLimitError {
        message
        retryAfterSeconds
      }
    }
  }
`;

export function useSendPartnershipEnquiryMutation() {
  return useResultMutation<SendPartnershipEnquiryMutation, [input: PartnershipEnquiryInput]>(mutation, (input) => ({ variables: { input } }));
}
