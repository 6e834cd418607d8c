// /order/payment/success?order=<id> — a signed-in customer's confirmation after paying.
import { graphql, type PreloadedQuery } from "react-relay";
import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { PaymentSuccessRouteQuery as PaymentSuccessRouteQueryType } from "../../__generated__/PaymentSuccessRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { OrderNotFound } from "./OrderNotFound.tsx";
import { readSuccessParams } from "../../ui/orders/paymentPaths.ts";
import { PaymentPage } from "./PaymentPage.tsx";
import { PaymentSuccess } from "./PaymentSuccess.tsx";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const PaymentSuccessRouteQuery = graphql`
  query PaymentSuccessRouteQuery($id: ID!) {
    node(id: $id) {
      ... on Order @alias(as: "order") {
        id
        ...PaymentSuccess_order
      }
    }
  }
`;

export function loader({ request }: LoaderFunctionArgs): PreloadedQuery<PaymentSuccessRouteQueryType> {
  const { orderId } = readSuccessParams(new URL(request.url).searchParams);
  return loadRouteQuery<PaymentSuccessRouteQueryType>(PaymentSuccessRouteQuery, { id: orderId });
}

export function Component() {
  const data = useRouteQuery<PaymentSuccessRouteQueryType>(PaymentSuccessRouteQuery);
  const [search] = useSearchParams();
  const { redirectFailed } = readSuccessParams(search);
  const order = data.node?.order ?? null;
  usePageMeta({ title: order ? "Payment received" : "Order not found" });
  if (!order)
    return (
      <PaymentPage>
        <OrderNotFound />
      </PaymentPage>
    );
  return (
    <PaymentPage>
      <PaymentSuccess order={order} access={{ orderId: order.id, key: null }} redirectFailed={redirectFailed} />
    </PaymentPage>
  );
}
