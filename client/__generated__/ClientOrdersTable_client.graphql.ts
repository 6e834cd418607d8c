/**
 * @generated SignedSource<<163eeef581f34bb9c09f2548414b2b62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ClientOrdersTable_client$data = {
  readonly clientOrders: ReadonlyArray<{
    readonly createdAt: string;
    readonly currency: string;
    readonly id: string;
    readonly number: number;
    readonly service: {
      readonly name: string;
    };
    readonly status: OrderStatus;
    readonly total: number;
  }>;
  readonly name: string;
  readonly " $fragmentType": "ClientOrdersTable_client";
};
export type ClientOrdersTable_client$key = {
  readonly " $data"?: ClientOrdersTable_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ClientOrdersTable_client">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ClientOrdersTable_client",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 10
        }
      ],
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "clientOrders",
      "plural": true,
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
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
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
          "concreteType": "Service",
          "kind": "LinkedField",
          "name": "service",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "clientOrders(first:10)"
    }
  ],
  "type": "Company",
  "abstractKey": null
};
})();

(node as any).hash = "a27bac95d82a52b09225ea9ef6249800";

export default node;
