/**
 * @generated SignedSource<<db1bf56cf957b01c84f7eac28991048b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UnpaidCheckoutCell_order$data = {
  readonly createdAt: string;
  readonly paidAt: string | null | undefined;
  readonly reminderSentAt: string | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "UnpaidCheckoutCell_order";
};
export type UnpaidCheckoutCell_order$key = {
  readonly " $data"?: UnpaidCheckoutCell_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"UnpaidCheckoutCell_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UnpaidCheckoutCell_order",
  "selections": [
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
      "name": "paidAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reminderSentAt",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "9569e86f65ba7614e7246c17ed7c4d93";

export default node;
