/**
 * @generated SignedSource<<0edabd93b5a7f05e3a8bcb148f660b15>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaxRatesTable_taxRate$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"TaxRateEditor_taxRate" | "TaxRateRow_taxRate">;
  readonly " $fragmentType": "TaxRatesTable_taxRate";
};
export type TaxRatesTable_taxRate$key = {
  readonly " $data"?: TaxRatesTable_taxRate$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaxRatesTable_taxRate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaxRatesTable_taxRate",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TaxRateRow_taxRate"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TaxRateEditor_taxRate"
    }
  ],
  "type": "TaxRate",
  "abstractKey": null
};

(node as any).hash = "acbaa174b57bca14e7c15f18abd5585f";

export default node;
