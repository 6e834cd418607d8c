/**
 * @generated SignedSource<<0e0f54fdbd4d15d0f1f017b037c4998c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LedgerEntryKind = "ADJUSTMENT" | "CLAWBACK" | "COMMISSION" | "PAYOUT" | "PAYOUT_RETURNED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PartnerLedger_query$data = {
  readonly partnerLedger: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly amount: number;
        readonly createdAt: string;
        readonly currency: string;
        readonly id: string;
        readonly kind: LedgerEntryKind;
        readonly note: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "PartnerLedger_query";
};
export type PartnerLedger_query$key = {
  readonly " $data"?: PartnerLedger_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerLedger_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerLedger_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "PartnerLedgerConnection",
      "kind": "LinkedField",
      "name": "partnerLedger",
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
          "concreteType": "PartnerLedgerEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "PartnerLedgerEntry",
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
                  "name": "kind",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "note",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "createdAt",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "partnerLedger(first:20)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "690e43ab1a7f735113f3dd250736ef6d";

export default node;
