/**
 * @generated SignedSource<<4a25ae7b8ecd6ccf0d785088ddc945f5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ACCOUNTANT" | "ADMIN" | "CUSTOMER" | "PRODUCER" | "RESELLER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CompanyForm_user$data = {
  readonly company: {
    readonly addressLine1: string | null | undefined;
    readonly city: string | null | undefined;
    readonly country: string | null | undefined;
    readonly id: string;
    readonly name: string;
    readonly postalCode: string | null | undefined;
    readonly vatNumber: string | null | undefined;
  } | null | undefined;
  readonly role: Role;
  readonly " $fragmentType": "CompanyForm_user";
};
export type CompanyForm_user$key = {
  readonly " $data"?: CompanyForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyForm_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
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
          "name": "postalCode",
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
          "name": "country",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "77943464006f2728a22eaeffd1e5e6bd";

export default node;
