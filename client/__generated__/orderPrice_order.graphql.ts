/**
 * @generated SignedSource<<0265b09f706e4517baed44003371d88c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type orderPrice_order$data = {
  readonly discountCode: string | null | undefined;
  readonly lines: ReadonlyArray<{
    readonly amount: number;
    readonly description: string;
    readonly kind: string;
    readonly quantity: number;
    readonly unitAmount: number;
  }>;
  readonly reverseCharge: boolean;
  readonly taxInclusive: boolean;
  readonly taxRateName: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"priceTotals_price">;
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

(node as any).hash = "2fde7ed955ae64fb0441153fa190b0b1";

export default node;
