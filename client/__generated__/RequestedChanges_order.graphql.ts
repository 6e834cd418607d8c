/**
 * @generated SignedSource<<8771b0cd809b803457b9ed7df8627b74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RequestedChanges_order$data = {
  readonly items: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly revisionRequests: ReadonlyArray<{
    readonly changes: ReadonlyArray<{
      readonly change: string;
      readonly itemIndex: number;
    }>;
    readonly message: string;
  }>;
  readonly status: OrderStatus;
  readonly " $fragmentType": "RequestedChanges_order";
};
export type RequestedChanges_order$key = {
  readonly " $data"?: RequestedChanges_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RequestedChanges_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RequestedChanges_order",
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
      "concreteType": "QuotedItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
      "alias": null,
      "args": null,
      "concreteType": "RevisionRequest",
      "kind": "LinkedField",
      "name": "revisionRequests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RevisionChange",
          "kind": "LinkedField",
          "name": "changes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "itemIndex",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "change",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "e7438bada7ffac767d2bd25883b8c8da";

export default node;
