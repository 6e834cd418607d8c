// /order/payment/{id?} — a signed-in customer pays an order: the one named by the address (the
// link in their e-mails), or without an id the order awaiting payment that changed last. A paid
// order shows its status and timeline instead.
import { Stack, Text } from "@mantine/core";
import { graphql, type PreloadedQuery } from "react-relay";
import { useParams, type LoaderFunctionArgs } from "react-router";
import type { PaymentRouteQuery as PaymentRouteQueryType } from "../../__generated__/PaymentRouteQuery.graphql.ts";
import { StartOrPayButtons } from "./StartOrPayButtons.tsx";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { OrderPaymentScreen } from "./OrderPaymentScreen.tsx";
import { PaymentPage } from "./PaymentPage.tsx";
import { orderIdFromParam } from "../../ui/orders/paymentPaths.ts";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const PaymentRouteQuery = graphql`
  query PaymentRouteQuery($id: ID!, $hasId: Boolean!) {
    node(id: $id) @include(if: $hasId) {
      ... on Order @alias(as: "order") {
        id
        number
        ...OrderPaymentScreen_order
      }
    }
    viewer {
      id
      payableOrder @skip(if: $hasId) {
        id
        number
        ...OrderPaymentScreen_order
      }
    }
    ...BillingCountryField_query
    ...OrderClientField_query
  }
`;

export function loader({ params }: LoaderFunctionArgs): PreloadedQuery<PaymentRouteQueryType> {
  return loadRouteQuery<PaymentRouteQueryType>(PaymentRouteQuery, { id: orderIdFromParam(params.id), hasId: !!params.id });
}

export function Component() {
  const data = useRouteQuery<PaymentRouteQueryType>(PaymentRouteQuery);
  const order = data.node?.order ?? data.viewer?.payableOrder ?? null;
  const named = !!useParams().id;
  usePageMeta({ title: order ? `Order ${order.number} · Payment` : named ? "Order not found" : "Payment" });

  if (!order) {
    return (
      <PaymentPage>
        <PageHeader
          eyebrow="Payment"
          title={named ? "Order not found" : "Nothing to pay right now"}
          lead={
            named
              ? "There is no order of yours at this address. The link may be incomplete, or the order belongs to another account."
              : "You have no order awaiting payment. Start an order, and you will pay for it here."
          }
        />
        <Stack gap="md">
          <StartOrPayButtons />
          <Text size="sm" c="dimmed">
            The studio priced your project? Use the link in its e-mail, or pay by order number and e-mail address.
          </Text>
        </Stack>
      </PaymentPage>
    );
  }

  return (
    <PaymentPage>
      <OrderPaymentScreen key={order.id} order={order} query={data} clients={data} access={{ orderId: order.id, key: null }} />
    </PaymentPage>
  );
}
