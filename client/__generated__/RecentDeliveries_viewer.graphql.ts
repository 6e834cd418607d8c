/**
 * @generated SignedSource<<bd044f52de5ec4575f59081f81d2581c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecentDeliveries_viewer$data = {
  readonly recentDeliveries: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderRow_order">;
      };
    }>;
    readonly totalCount: number;
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
          "alias": null,
          "args": null,
          "concreteType": "CustomerOrderEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Order",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "OverviewOrderRow_order"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "orders(filter:{\"filters\":\"deliveredAt~MORE_THAN~1970-01-01\",\"orderBy\":\"deliveredAt~DESC\"},first:5)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "8eb09c8b4e1ee96bb7b41ac4ddc988e9";

export default node;
