/**
 * @generated SignedSource<<e58f16ee7de24b09548384d6b5adca82>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingCountryField_query$data = {
  readonly taxCountries: ReadonlyArray<{
    readonly country: string;
    readonly inclusive: boolean;
    readonly name: string;
    readonly rateBasisPoints: number;
    readonly region: string;
  }>;
  readonly " $fragmentType": "BillingCountryField_query";
};
export type BillingCountryField_query$key = {
  readonly " $data"?: BillingCountryField_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingCountryField_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingCountryField_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TaxCountry",
      "kind": "LinkedField",
      "name": "taxCountries",
      "plural": true,
      "selections": [
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
          "name": "name",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fb643f8f02b94d17f2e09933a68fba11";

export default node;
