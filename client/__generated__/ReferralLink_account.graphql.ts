/**
 * @generated SignedSource<<6ed32a12779df170a05c169c8fff5e47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReferralLink_account$data = {
  readonly balance: {
    readonly available: number;
    readonly currency: string;
    readonly pending: number;
  };
  readonly commissionRateBasisPoints: number;
  readonly holdingDays: number;
  readonly referralLink: string;
  readonly " $fragmentType": "ReferralLink_account";
};
export type ReferralLink_account$key = {
  readonly " $data"?: ReferralLink_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReferralLink_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReferralLink_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commissionRateBasisPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "holdingDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PartnerBalance",
      "kind": "LinkedField",
      "name": "balance",
      "plural": false,
      "selections": [
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
          "name": "available",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pending",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PartnerAccount",
  "abstractKey": null
};

(node as any).hash = "e979b6286f138c770d324bd0b0282807";

export default node;
