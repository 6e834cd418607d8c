/**
 * @generated SignedSource<<f8f7d6d36f7781637e7ab66a47995ba8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MissingTaxRatesAlert_query$data = {
  readonly missingTaxRates: ReadonlyArray<string>;
  readonly " $fragmentType": "MissingTaxRatesAlert_query";
};
export type MissingTaxRatesAlert_query$key = {
  readonly " $data"?: MissingTaxRatesAlert_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MissingTaxRatesAlert_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MissingTaxRatesAlert_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "missingTaxRates",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "683c1d951e2bb066d49ee78de4d43557";

export default node;
