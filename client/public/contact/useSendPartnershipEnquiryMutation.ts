// Sends a partnership enquiry (reseller, referral or agency programme) with the bot-check payload.
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { PartnershipEnquiryInput, useSendPartnershipEnquiryMutation as SendPartnershipEnquiryMutation } from "../../__generated__/useSendPartnershipEnquiryMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";

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
  const [run, inFlight] = useAsyncMutation<SendPartnershipEnquiryMutation>(mutation);
  const send = useCallback(async (input: PartnershipEnquiryInput) => (await run({ variables: { input } })).sendPartnershipEnquiry, [run]);
  return [send, inFlight] as const;
}
