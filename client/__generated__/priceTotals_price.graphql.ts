/**
 * @generated SignedSource<<4d68770ec21b3b5d10f6db7c3d5c9f2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type priceTotals_price$data = {
  readonly currency: string;
  readonly discountTotal: number;
  readonly subtotal: number;
  readonly taxTotal: number;
  readonly total: number;
  readonly " $fragmentType": "priceTotals_price";
};
export type priceTotals_price$key = {
  readonly " $data"?: priceTotals_price$data;
  readonly " $fragmentSpreads": FragmentRefs<"priceTotals_price">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "priceTotals_price"
};

(node as any).hash = "0e516b87423cb0fbeab7b0844f3ca13a";

export default node;
