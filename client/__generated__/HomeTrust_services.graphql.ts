/**
 * @generated SignedSource<<b038077877b3bae3f6edad28e19200d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type HomeTrust_services$data = ReadonlyArray<{
  readonly pricingModel: PricingModel;
  readonly rushFee: number;
  readonly rushTurnaroundDays: number;
  readonly turnaroundDays: number;
  readonly " $fragmentType": "HomeTrust_services";
}>;
export type HomeTrust_services$key = ReadonlyArray<{
  readonly " $data"?: HomeTrust_services$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTrust_services">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HomeTrust_services",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricingModel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "turnaroundDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rushFee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rushTurnaroundDays",
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "a0b80919537337d0df88ab9fa40c85f1";

export default node;
