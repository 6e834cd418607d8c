/**
 * @generated SignedSource<<b8b4716ad9103b26d630d36bdec0fe3c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DiscountKind = "FIXED" | "PERCENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DiscountEditor_discount$data = {
  readonly active: boolean;
  readonly amount: number | null | undefined;
  readonly code: string;
  readonly currency: string;
  readonly description: string;
  readonly endsAt: string | null | undefined;
  readonly id: string;
  readonly kind: DiscountKind;
  readonly maxRedemptions: number | null | undefined;
  readonly minimumSubtotal: number;
  readonly perCustomerLimit: number | null | undefined;
  readonly percentBasisPoints: number | null | undefined;
  readonly redemptionCount: number;
  readonly services: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly startsAt: string | null | undefined;
  readonly " $fragmentType": "DiscountEditor_discount";
};
export type DiscountEditor_discount$key = {
  readonly " $data"?: DiscountEditor_discount$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscountEditor_discount">;
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
  "name": "DiscountEditor_discount",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "code",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
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
      "name": "percentBasisPoints",
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
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxRedemptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perCustomerLimit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "minimumSubtotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "redemptionCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "services",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Discount",
  "abstractKey": null
};
})();

(node as any).hash = "495e788377190c50429a090249a7e34d";

export default node;
