/**
 * @generated SignedSource<<81dbbc2a49dec6da846e69a30fcefbaf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderDesk_progress$data = {
  readonly filesZipUrl: string | null | undefined;
  readonly flagReason: string | null | undefined;
  readonly flaggedAt: string | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly pricedWithoutVatIn: string | null | undefined;
  readonly rush: boolean;
  readonly service: {
    readonly name: string;
  };
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutReminder_order" | "DeliveredFiles_order" | "InvoiceLinks_order" | "OrderCustomer_order" | "OrderMessages_order" | "OrderPayments_order" | "OrderProduction_order" | "OrderRevisionRequests_order" | "OrderStatusActions_order" | "OrderTimelineActors_order" | "OrderTimeline_order">;
  readonly " $fragmentType": "OrderDesk_progress";
};
export type OrderDesk_progress$key = {
  readonly " $data"?: OrderDesk_progress$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDesk_progress">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDesk_progress",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rush",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flagReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flaggedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricedWithoutVatIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filesZipUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "service",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderStatusActions_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderRevisionRequests_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderProduction_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveredFiles_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderCustomer_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckoutReminder_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderPayments_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceLinks_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderTimeline_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderTimelineActors_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderMessages_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "e088a442eddece2405852ac4bf7b08ee";

export default node;
