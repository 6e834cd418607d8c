/**
 * @generated SignedSource<<1d27fba0a25685ddcba7309b5ba2f1fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompanyOrders_company$data = {
  readonly orderCount: number;
  readonly orders: ReadonlyArray<{
    readonly currency: string;
    readonly id: string;
    readonly number: number;
    readonly placedAt: string | null | undefined;
    readonly status: OrderStatus;
    readonly total: number;
  }>;
  readonly " $fragmentType": "CompanyOrders_company";
};
export type CompanyOrders_company$key = {
  readonly " $data"?: CompanyOrders_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyOrders_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyOrders_company",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "orders",
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
          "name": "placedAt",
          "storageKey": null
        }
      ],
      "storageKey": "orders(first:20)"
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "1e8e309bd307bf6c6204c2a630574b34";

export default node;
