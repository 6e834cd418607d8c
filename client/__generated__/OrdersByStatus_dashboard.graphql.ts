/**
 * @generated SignedSource<<9d187c338d1db12f31765e12409f44e6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrdersByStatus_dashboard$data = {
  readonly ordersByStatus: ReadonlyArray<{
    readonly count: number;
    readonly status: OrderStatus;
  }>;
  readonly " $fragmentType": "OrdersByStatus_dashboard";
};
export type OrdersByStatus_dashboard$key = {
  readonly " $data"?: OrdersByStatus_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersByStatus_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrdersByStatus_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "DashboardStatusCount",
      "kind": "LinkedField",
      "name": "ordersByStatus",
      "plural": true,
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
          "name": "count",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "49a168ed8583def01c63dcd787f8faca";

export default node;
