/**
 * @generated SignedSource<<f56137b803ca9a2a28bc76e09da57ab8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TaxRateEditor_taxRate$data = {
  readonly active: boolean;
  readonly country: string;
  readonly id: string;
  readonly inclusive: boolean;
  readonly name: string;
  readonly rateBasisPoints: number;
  readonly region: string;
  readonly " $fragmentType": "TaxRateEditor_taxRate";
};
export type TaxRateEditor_taxRate$key = {
  readonly " $data"?: TaxRateEditor_taxRate$data;
  readonly " $fragmentSpreads": FragmentRefs<"TaxRateEditor_taxRate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TaxRateEditor_taxRate",
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

(node as any).hash = "f07d8cb0a12902449163b2c338a07b06";

export default node;
