/**
 * @generated SignedSource<<fcf626d645903fae0b3857a3f1abbc3b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerTermsModal_reseller$data = {
  readonly commissionRateBasisPoints: number;
  readonly id: string;
  readonly payoutDetails: string | null | undefined;
  readonly user: {
    readonly email: string;
  };
  readonly wholesaleDiscountBasisPoints: number;
  readonly " $fragmentType": "ResellerTermsModal_reseller";
};
export type ResellerTermsModal_reseller$key = {
  readonly " $data"?: ResellerTermsModal_reseller$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerTermsModal_reseller">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerTermsModal_reseller",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reseller",
  "abstractKey": null
};

(node as any).hash = "4bc622e390e8afe18443fc9df0557b3e";

export default node;
