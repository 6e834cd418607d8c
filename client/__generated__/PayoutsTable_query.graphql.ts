/**
 * @generated SignedSource<<0be933fbe8d0b22c3f51b8992874ac84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PayoutStatus = "APPROVED" | "PAID" | "REJECTED" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayoutsTable_query$data = {
  readonly managePayouts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: number;
        readonly currency: string;
        readonly id: string;
        readonly status: PayoutStatus;
        readonly " $fragmentSpreads": FragmentRefs<"PayoutRow_payout">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PayoutsTable_query";
};
export type PayoutsTable_query$key = {
  readonly " $data"?: PayoutsTable_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayoutsTable_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "filter"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "first"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayoutsTable_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "filter"
        },
        {
          "kind": "Variable",
          "name": "first",
          "variableName": "first"
        }
      ],
      "concreteType": "PayoutConnection",
      "kind": "LinkedField",
      "name": "managePayouts",
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
          "concreteType": "PayoutEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Payout",
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
                  "name": "amount",
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
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "PayoutRow_payout"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6a1db2fdea1fd8df0ac377fe3731d549";

export default node;
