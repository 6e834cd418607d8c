/**
 * @generated SignedSource<<845e07fa45ab71b769f301291d88ae84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscountCodeField_order$data = {
  readonly discountCode: string | null | undefined;
  readonly discountTotal: number;
  readonly " $fragmentType": "DiscountCodeField_order";
};
export type DiscountCodeField_order$key = {
  readonly " $data"?: DiscountCodeField_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscountCodeField_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscountCodeField_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountCode",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountTotal",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "c20260a5574f459768798c8cf025081a";

export default node;
