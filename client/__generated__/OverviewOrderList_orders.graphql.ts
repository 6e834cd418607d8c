/**
 * @generated SignedSource<<23a65eb8f3979d3ee0f0adf54bd0b065>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OverviewOrderList_orders$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderRow_order">;
    };
  }>;
  readonly totalCount: number;
  readonly " $fragmentType": "OverviewOrderList_orders";
};
export type OverviewOrderList_orders$key = {
  readonly " $data"?: OverviewOrderList_orders$data;
  readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderList_orders">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OverviewOrderList_orders",
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
  "type": "CustomerOrderConnection",
  "abstractKey": null
};

(node as any).hash = "356d7a007ea7e45f944f70f39443a0ce";

export default node;
