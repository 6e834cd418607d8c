/**
 * @generated SignedSource<<cfe44d189038430a7b9543c44624654c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerClientForm_client$data = {
  readonly addressLine1: string | null | undefined;
  readonly city: string | null | undefined;
  readonly contactEmail: string | null | undefined;
  readonly contactName: string | null | undefined;
  readonly country: string | null | undefined;
  readonly emailContact: boolean;
  readonly id: string;
  readonly name: string;
  readonly postalCode: string | null | undefined;
  readonly vatNumber: string | null | undefined;
  readonly " $fragmentType": "ResellerClientForm_client";
};
export type ResellerClientForm_client$key = {
  readonly " $data"?: ResellerClientForm_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerClientForm_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerClientForm_client",
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
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailContact",
      "storageKey": null
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "c8e3dee5ec6ff3a536462ca17c9073e1";

export default node;
