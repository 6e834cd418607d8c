/**
 * @generated SignedSource<<de7137f55ecc6cf3324f958b4f9aa2a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type servicePrices_service$data = {
  readonly basePrice: number;
  readonly bundles: ReadonlyArray<{
    readonly price: number;
  }>;
  readonly currency: string;
  readonly includedWords: number;
  readonly perWordPrice: number;
  readonly pricingModel: PricingModel;
  readonly rushFee: number;
  readonly rushTurnaroundDays: number;
  readonly turnaroundDays: number;
  readonly " $fragmentType": "servicePrices_service";
};
export type servicePrices_service$key = {
  readonly " $data"?: servicePrices_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"servicePrices_service">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "servicePrices_service"
};

(node as any).hash = "d9aa8e58fe4c4a7c2ac2234d772e3f64";

export default node;
