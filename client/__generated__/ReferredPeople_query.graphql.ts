/**
 * @generated SignedSource<<20fb5faa93089ed6f22f2f87e290f651>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReferralState = "NOT_ELIGIBLE" | "ORDERED" | "SIGNED_UP" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReferredPeople_query$data = {
  readonly partnerReferrals: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly createdAt: string;
        readonly earned: number;
        readonly id: string;
        readonly maskedEmail: string;
        readonly notEligibleBecause: string | null | undefined;
        readonly state: ReferralState;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "ReferredPeople_query";
};
export type ReferredPeople_query$key = {
  readonly " $data"?: ReferredPeople_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferredPeople_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferredPeople_query",
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
      "concreteType": "PartnerReferralConnection",
      "kind": "LinkedField",
      "name": "partnerReferrals",
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
          "concreteType": "PartnerReferralEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Referral",
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
                  "name": "maskedEmail",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "state",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "notEligibleBecause",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "earned",
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
      "storageKey": "partnerReferrals(first:20)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8c43cb0785246e5666aea0506e3f8f87";

export default node;
