/**
 * @generated SignedSource<<260bacc5da187f1efd58fe24978179ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaxRateRow_taxRate$data = {
  readonly active: boolean;
  readonly country: string;
  readonly id: string;
  readonly inclusive: boolean;
  readonly name: string;
  readonly rateBasisPoints: number;
  readonly region: string;
  readonly " $fragmentType": "TaxRateRow_taxRate";
};
export type TaxRateRow_taxRate$key = {
  readonly " $data"?: TaxRateRow_taxRate$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaxRateRow_taxRate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaxRateRow_taxRate",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "region",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rateBasisPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "inclusive",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "TaxRate",
  "abstractKey": null
};

(node as any).hash = "19d218521f4a8f8435860fa339e25736";

export default node;
