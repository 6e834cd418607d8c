/**
 * @generated SignedSource<<c62e465e9251cdf627025dbd476b5268>>
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
  readonly reverseCharge: boolean;
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

(node as any).hash = "68930f5f72c9a3f5458be522fe1fae05";

export default node;
