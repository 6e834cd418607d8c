/**
 * @generated SignedSource<<5ab5a149343d9e7103d939c4f9b1b2f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyDetailsForm_company$data = {
  readonly addressLine1: string | null | undefined;
  readonly addressLine2: string | null | undefined;
  readonly city: string | null | undefined;
  readonly country: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly postalCode: string | null | undefined;
  readonly region: string | null | undefined;
  readonly vatNumber: string | null | undefined;
  readonly " $fragmentType": "CompanyDetailsForm_company";
};
export type CompanyDetailsForm_company$key = {
  readonly " $data"?: CompanyDetailsForm_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyDetailsForm_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyDetailsForm_company",
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
      "name": "vatNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressLine1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressLine2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "city",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postalCode",
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
      "name": "country",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "ce9686585accc3b18767e0ecfa529cbc";

export default node;
