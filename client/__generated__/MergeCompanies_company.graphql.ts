/**
 * @generated SignedSource<<47ea6294ee5cf85d897caa0670db55de>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MergeCompanies_company$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "MergeCompanies_company";
};
export type MergeCompanies_company$key = {
  readonly " $data"?: MergeCompanies_company$data;
  readonly " $fragmentSpreads": FragmentRefs<"MergeCompanies_company">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MergeCompanies_company",
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
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "831e5e66b1202ceb38993550fad6f224";

export default node;
