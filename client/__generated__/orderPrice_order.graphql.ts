/**
 * @generated SignedSource<<9949d6e107c5776d5a1800c9129e1744>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderPrice_order$data = {
  readonly currency: string;
  readonly discountCode: string | null | undefined;
  readonly discountTotal: number;
  readonly lines: ReadonlyArray<{
    readonly amount: number;
    readonly description: string;
    readonly kind: string;
    readonly quantity: number;
    readonly unitAmount: number;
  }>;
  readonly subtotal: number;
  readonly taxInclusive: boolean;
  readonly taxRateName: string | null | undefined;
  readonly taxTotal: number;
  readonly total: number;
  readonly " $fragmentType": "orderPrice_order";
};
export type orderPrice_order$key = {
  readonly " $data"?: orderPrice_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderPrice_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderPrice_order"
};

(node as any).hash = "071f25623f5f0be5d1e2d98f64130cbe";

export default node;
