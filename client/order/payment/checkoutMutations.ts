// The payment step's mutations. Each answers a result union (a payload or the typed errors a
// customer can cause); every payload brings the whole order back as the payment screen shows it,
// so the summary, the price and the status follow without a refetch. Guests pass the key of their
// private link with the order id (`order: { orderId, key }`).
import { useCallback } from "react";
import { graphql } from "react-relay";
import type { checkoutMutationsApplyDiscountMutation } from "../../__generated__/checkoutMutationsApplyDiscountMutation.graphql.ts";
import type { checkoutMutationsConfirmTestPaymentMutation } from "../../__generated__/checkoutMutationsConfirmTestPaymentMutation.graphql.ts";
import type { checkoutMutationsRemoveDiscountMutation } from "../../__generated__/checkoutMutationsRemoveDiscountMutation.graphql.ts";
import type { checkoutMutationsSetBillingCountryMutation } from "../../__generated__/checkoutMutationsSetBillingCountryMutation.graphql.ts";
import type { checkoutMutationsStartPaymentMutation } from "../../__generated__/checkoutMutationsStartPaymentMutation.graphql.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
import type { OrderAccess } from "./paymentPaths.ts";

const orderInput = (access: OrderAccess) => ({ orderId: access.orderId, key: access.key });

const applyDiscount = graphql`
  mutation checkoutMutationsApplyDiscountMutation($input: ApplyDiscountCodeInput!) {
    applyDiscountCode(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          ...OrderPaymentScreen_order
        }
      }
      ... on DiscountRefusedError {
        message
        reason
      }
      ... on ValidationError {
        message
        fields {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const removeDiscount = graphql`
  mutation checkoutMutationsRemoveDiscountMutation($input: RemoveDiscountCodeInput!) {
    removeDiscountCode(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          ...OrderPaymentScreen_order
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const setBillingCountry = graphql`
  mutation checkoutMutationsSetBillingCountryMutation($input: SetBillingCountryInput!) {
    setBillingCountry(input: $input) {
      __typename
      ... on OrderPayload {
        order {
          ...OrderPaymentScreen_order
        }
      }
      ... on ValidationError {
        message
        fields {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const startPayment = graphql`
  mutation checkoutMutationsStartPaymentMutation($input: StartPaymentInput!) {
    startPayment(input: $input) {
      __typename
      ... on PaymentActionRequired {
        clientSecret
        provider
        publishableKey
        payment {
          id
          amount
          currency
        }
        order {
          ...OrderPaymentScreen_order
        }
      }
      ... on ValidationError {
        message
        fields {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const confirmTestPayment = graphql`
  mutation checkoutMutationsConfirmTestPaymentMutation($input: ConfirmTestPaymentInput!) {
    confirmTestPayment(input: $input) {
      __typename
      ... on ConfirmTestPaymentPayload {
        order {
          ...OrderPaymentScreen_order
          ...PaymentSuccess_order
        }
      }
      ... on ValidationError {
        message
        fields {
          path
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useApplyDiscountCode(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<checkoutMutationsApplyDiscountMutation>(applyDiscount);
  const apply = useCallback(
    async (code: string) => (await run({ variables: { input: { order: orderInput(access), code } } })).applyDiscountCode,
    [run, access],
  );
  return [apply, inFlight] as const;
}

export function useRemoveDiscountCode(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<checkoutMutationsRemoveDiscountMutation>(removeDiscount);
  const remove = useCallback(async () => (await run({ variables: { input: { order: orderInput(access) } } })).removeDiscountCode, [run, access]);
  return [remove, inFlight] as const;
}

export function useSetBillingCountry(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<checkoutMutationsSetBillingCountryMutation>(setBillingCountry);
  const set = useCallback(
    async (country: string, region: string) => (await run({ variables: { input: { order: orderInput(access), country, region } } })).setBillingCountry,
    [run, access],
  );
  return [set, inFlight] as const;
}

export function useStartPayment(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<checkoutMutationsStartPaymentMutation>(startPayment);
  const start = useCallback(
    async (billingCountry: string | null, billingRegion: string) =>
      (await run({ variables: { input: { order: orderInput(access), billingCountry, billingRegion } } })).startPayment,
    [run, access],
  );
  return [start, inFlight] as const;
}

export type TestCardInput = { paymentId: string; cardNumber: string; expiry: string; cvc: string };

export function useConfirmTestPayment(access: OrderAccess) {
  const [run, inFlight] = useAsyncMutation<checkoutMutationsConfirmTestPaymentMutation>(confirmTestPayment);
  const confirm = useCallback(
    async (card: TestCardInput) => (await run({ variables: { input: { order: orderInput(access), ...card } } })).confirmTestPayment,
    [run, access],
  );
  return [confirm, inFlight] as const;
}
