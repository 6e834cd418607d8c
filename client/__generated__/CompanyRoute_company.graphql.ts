/**
 * @generated SignedSource<<9f984a873297fb414797f5a466b0b008>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompanyRoute_company$data = {
  readonly country: string | null | undefined;
  readonly createdAt: string;
  readonly id: string;
  readonly memberCount: number;
  readonly name: string;
  readonly orderCount: number;
  readonly vatNumber: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyDetailsForm_company" | "CompanyMembers_company" | "CompanyOrders_company" | "MergeCompanies_company">;
  readonly " $fragmentType": "CompanyRoute_company";
};
export type CompanyRoute_company$key = {
  readonly " $data"?: CompanyRoute_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompanyRoute_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompanyRoute_company",
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
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "memberCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyDetailsForm_company"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyMembers_company"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CompanyOrders_company"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MergeCompanies_company"
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "b3c3f6140b1ca55922e585af127db33e";

export default node;
