// /order/guest-payment/success?order=<id>&key=<key> — a guest's confirmation after paying; the
// key is the one of their private link.
import { graphql, type PreloadedQuery } from "react-relay";
import { useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { GuestPaymentSuccessRouteQuery as GuestPaymentSuccessRouteQueryType } from "../../__generated__/GuestPaymentSuccessRouteQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { OrderNotFound } from "./OrderNotFound.tsx";
import { readSuccessParams } from "../../ui/orders/paymentPaths.ts";
import { PaymentPage } from "./PaymentPage.tsx";
import { PaymentSuccess } from "./PaymentSuccess.tsx";
import { useRouteQuery } from "../../ui/routeLoaders.ts";

const GuestPaymentSuccessRouteQuery = graphql`
  query GuestPaymentSuccessRouteQuery($id: ID!, $key: String!) {
    orderByAccessKey(id: $id, key: $key) {
      id
      ...PaymentSuccess_order
    }
  }
`;

export function loader({ request }: LoaderFunctionArgs): PreloadedQuery<GuestPaymentSuccessRouteQueryType> {
  const { orderId, key } = readSuccessParams(new URL(request.url).searchParams);
  return loadRouteQuery<GuestPaymentSuccessRouteQueryType>(GuestPaymentSuccessRouteQuery, { id: orderId, key: key ?? "" });
}

export function Component() {
  const data = useRouteQuery<GuestPaymentSuccessRouteQueryType>(GuestPaymentSuccessRouteQuery);
  const [search] = useSearchParams();
  const { key, redirectFailed } = readSuccessParams(search);
  const order = data.orderByAccessKey;
  usePageMeta({ title: order ? "Payment received" : "Order not found" });
  if (!order || !key)
    return (
      <PaymentPage>
        <OrderNotFound guest />
      </PaymentPage>
    );
  return (
    <PaymentPage>
      <PaymentSuccess order={order} access={{ orderId: order.id, key }} redirectFailed={redirectFailed} />
    </PaymentPage>
  );
}
