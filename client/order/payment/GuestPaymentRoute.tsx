// /order/guest-payment/{id?} — guests pay here.
// - Without an id (`?service=<slug>`, where the wizards send guests): the draft kept in this
//   browser, its live price, the guest's e-mail and the bot-check (GuestDraftCheckout).
// - With an id and `?key=` (the private link e-mailed to the guest, and where placing the order
//   leads): the order's checkout (OrderPaymentScreen), and once paid the follow view the
//   signed-in customer's order page shows too (OrderFollowView): status, downloads, revision,
//   approval, all with the link's key. The query carries both, as the page cannot tell before.
import { Anchor, Text } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { OrderDraft } from "../../../common/orders/orderDraft.ts";
import type { GuestPaymentRouteDraftQuery as DraftQueryType } from "../../__generated__/GuestPaymentRouteDraftQuery.graphql.ts";
import { StartOrPayButtons } from "./StartOrPayButtons.tsx";
import type { GuestPaymentRouteOrderQuery as OrderQueryType } from "../../__generated__/GuestPaymentRouteOrderQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { PageHeader } from "../../ui/PageHeader.tsx";
import { readLocalDraft } from "../draftStorage.ts";
import { OrderFollowView } from "../follow/OrderFollowView.tsx";
import { draftInput } from "../wizardDraft.ts";
import { GuestDraftCheckout } from "./GuestDraftCheckout.tsx";
import { OrderNotFound } from "./OrderNotFound.tsx";
import { OrderPaymentScreen } from "./OrderPaymentScreen.tsx";
import { PaymentPage } from "./PaymentPage.tsx";
import { FIND_ORDER_PATH, orderIdFromParam } from "../../ui/orders/paymentPaths.ts";

const GuestPaymentRouteOrderQuery = graphql`
  query GuestPaymentRouteOrderQuery($id: ID!, $key: String!) {
    orderByAccessKey(id: $id, key: $key) {
      id
      number
      ...OrderPaymentScreen_order
      ...OrderFollowView_order
    }
    ...BillingCountryField_query
  }
`;

const GuestPaymentRouteDraftQuery = graphql`
  query GuestPaymentRouteDraftQuery($draft: OrderDraftInput!, $service: String!, $voiceId: ID!, $hasVoice: Boolean!, $trackId: ID!, $hasTrack: Boolean!) {
    quote(draft: $draft) {
      __typename
      ... on Quote {
        lines {
          description
          quantity
          unitAmount
          amount
        }
        ...priceTotals_price @alias(as: "totals")
        discountCode
        taxRateName
        taxInclusive
        turnaroundDays
        items {
          name
          text
          wordCount
          estimatedDurationSeconds
        }
      }
      ...resultError_fields @alias(as: "error")
    }
    service(slug: $service) {
      name
      bundles {
        slug
        name
      }
    }
    voice: node(id: $voiceId) @include(if: $hasVoice) {
      ... on Voice {
        voiceName: name
      }
    }
    track: node(id: $trackId) @include(if: $hasTrack) {
      ... on SoundtrackTrack {
        trackTitle: title
      }
    }
  }
`;

export type GuestPaymentLoaderData =
  | { kind: "order"; key: string; ref: PreloadedQuery<OrderQueryType> }
  | { kind: "draft"; draft: OrderDraft; ref: PreloadedQuery<DraftQueryType> }
  | { kind: "none"; service: string | null };

export function loader({ params, request }: LoaderFunctionArgs): GuestPaymentLoaderData {
  const search = new URL(request.url).searchParams;
  if (params.id) {
    const key = search.get("key") ?? "";
    return { kind: "order", key, ref: loadRouteQuery<OrderQueryType>(GuestPaymentRouteOrderQuery, { id: orderIdFromParam(params.id), key }) };
  }
  const service = search.get("service");
  const draft = service ? readLocalDraft(service) : null;
  if (!draft) return { kind: "none", service };
  const ref = loadRouteQuery<DraftQueryType>(GuestPaymentRouteDraftQuery, {
    draft: draftInput(draft),
    service: draft.service,
    voiceId: draft.voiceId ?? "",
    hasVoice: !!draft.voiceId,
    trackId: draft.trackId ?? "",
    hasTrack: !!draft.trackId,
  });
  return { kind: "draft", draft, ref };
}

function GuestOrder({ queryRef, accessKey }: { queryRef: PreloadedQuery<OrderQueryType>; accessKey: string }) {
  const data = usePreloadedQuery<OrderQueryType>(GuestPaymentRouteOrderQuery, queryRef);
  const order = data.orderByAccessKey;
  usePageMeta({ title: order ? `Order ${order.number}` : "Order not found" });
  if (!order || !accessKey) return <OrderNotFound guest />;
  const access = { orderId: order.id, key: accessKey };
  return <OrderPaymentScreen key={order.id} order={order} query={data} access={access} paidView={<OrderFollowView order={order} access={access} />} />;
}

function GuestDraft({ queryRef, draft }: { queryRef: PreloadedQuery<DraftQueryType>; draft: OrderDraft }) {
  const data = usePreloadedQuery<DraftQueryType>(GuestPaymentRouteDraftQuery, queryRef);
  usePageMeta({ title: "Your details · Payment" });
  return <GuestDraftCheckout data={data} draft={draft} />;
}

function NoDraft({ service }: { service: string | null }) {
  usePageMeta({ title: "Payment" });
  return (
    <>
      <PageHeader
        eyebrow="Payment"
        title="No order to pay in this browser"
        lead="We found no order in progress here. Orders you have not placed are kept in the browser you made them in, for 30 days."
      />
      <StartOrPayButtons />
      {service && (
        <Text size="sm" mt="md" maw={640}>
          Already placed your order? It waits for payment: we e-mail you its private link if you leave without paying, or find it at{" "}
          <Anchor component={Link} to={FIND_ORDER_PATH} underline="always">
            {FIND_ORDER_PATH}
          </Anchor>{" "}
          with its order number and your e-mail address.
        </Text>
      )}
    </>
  );
}

export function Component() {
  const data = useLoaderData() as GuestPaymentLoaderData;
  return (
    <PaymentPage>
      {data.kind === "order" ? (
        <GuestOrder queryRef={data.ref} accessKey={data.key} />
      ) : data.kind === "draft" ? (
        <GuestDraft queryRef={data.ref} draft={data.draft} />
      ) : (
        <NoDraft service={data.service} />
      )}
    </PaymentPage>
  );
}
