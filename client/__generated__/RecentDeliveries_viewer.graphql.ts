/**
 * @generated SignedSource<<058e766507cd38063d7e4214374a752e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentDeliveries_viewer$data = {
  readonly recentDeliveries: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderList_orders">;
  };
  readonly " $fragmentType": "RecentDeliveries_viewer";
};
export type RecentDeliveries_viewer$key = {
  readonly " $data"?: RecentDeliveries_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecentDeliveries_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecentDeliveries_viewer",
  "selections": [
    {
      "alias": "recentDeliveries",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "filters": "deliveredAt~MORE_THAN~1970-01-01",
            "orderBy": "deliveredAt~DESC"
          }
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "CustomerOrderConnection",
      "kind": "LinkedField",
      "name": "orders",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "OverviewOrderList_orders"
        }
      ],
      "storageKey": "orders(filter:{\"filters\":\"deliveredAt~MORE_THAN~1970-01-01\",\"orderBy\":\"deliveredAt~DESC\"},first:5)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "11a7f3632496f587005cb15afd44c251";

export default node;
