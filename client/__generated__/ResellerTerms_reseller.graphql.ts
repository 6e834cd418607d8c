/**
 * @generated SignedSource<<2566e7d16245939d50bcd93882bb2c53>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerTerms_reseller$data = {
  readonly commissionRateBasisPoints: number;
  readonly payoutDetails: string | null | undefined;
  readonly suspended: boolean;
  readonly suspensionReason: string | null | undefined;
  readonly wholesaleDiscountBasisPoints: number;
  readonly " $fragmentType": "ResellerTerms_reseller";
};
export type ResellerTerms_reseller$key = {
  readonly " $data"?: ResellerTerms_reseller$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerTerms_reseller">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerTerms_reseller",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wholesaleDiscountBasisPoints",
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
      "name": "payoutDetails",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspensionReason",
      "storageKey": null
    }
  ],
  "type": "Reseller",
  "abstractKey": null
};

(node as any).hash = "d606c8dca9ce51555cf9b7e0495f80ea";

export default node;
