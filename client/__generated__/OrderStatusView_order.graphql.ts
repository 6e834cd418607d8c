/**
 * @generated SignedSource<<9dea1032607aa7d7b8ca75e70b21987b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderStatusView_order$data = {
  readonly email: string | null | undefined;
  readonly number: number;
  readonly placedAt: string | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"OrderKeyFacts_order" | "OrderTimeline_order">;
  readonly " $fragmentType": "OrderStatusView_order";
};
export type OrderStatusView_order$key = {
  readonly " $data"?: OrderStatusView_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderStatusView_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderStatusView_order",
  "selections": [
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
      "name": "placedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderKeyFacts_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderTimeline_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "85ee37eb40fc0c42912143a569a59b98";

export default node;
