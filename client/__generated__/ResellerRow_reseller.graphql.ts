/**
 * @generated SignedSource<<9f4fe919f43364b1edc1c4e1cf2ab767>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerRow_reseller$data = {
  readonly commissionRateBasisPoints: number;
  readonly createdAt: string;
  readonly id: string;
  readonly suspended: boolean;
  readonly suspensionReason: string | null | undefined;
  readonly user: {
    readonly email: string;
    readonly id: string;
    readonly name: string;
  };
  readonly wholesaleDiscountBasisPoints: number;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerSuspendModal_reseller" | "ResellerTermsModal_reseller">;
  readonly " $fragmentType": "ResellerRow_reseller";
};
export type ResellerRow_reseller$key = {
  readonly " $data"?: ResellerRow_reseller$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerRow_reseller">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerRow_reseller",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "suspensionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResellerTermsModal_reseller"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResellerSuspendModal_reseller"
    }
  ],
  "type": "Reseller",
  "abstractKey": null
};
})();

(node as any).hash = "f10428026855f6589b449e7771de5480";

export default node;
