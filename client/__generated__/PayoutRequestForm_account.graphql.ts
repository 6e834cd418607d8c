/**
 * @generated SignedSource<<30716262e974d55db862e0dda264471e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PayoutRequestForm_account$data = {
  readonly balance: {
    readonly available: number;
    readonly currency: string;
  };
  readonly payoutMinimum: number;
  readonly " $fragmentType": "PayoutRequestForm_account";
};
export type PayoutRequestForm_account$key = {
  readonly " $data"?: PayoutRequestForm_account$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayoutRequestForm_account">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayoutRequestForm_account",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payoutMinimum",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PartnerAccount",
  "abstractKey": null
};

(node as any).hash = "f3cbf76805fe45835ed9310c2e166913";

export default node;
