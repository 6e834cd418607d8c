/**
 * @generated SignedSource<<db98750f6572d7b45a6c2f7d557c9c57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ACCOUNTANT" | "ADMIN" | "CUSTOMER" | "PRODUCER" | "RESELLER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RootQuery_viewer$data = {
  readonly id: string;
  readonly role: Role;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
  readonly " $fragmentType": "RootQuery_viewer";
};
export type RootQuery_viewer$key = {
  readonly " $data"?: RootQuery_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RootQuery_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RootQuery_viewer",
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
      "name": "role",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountMenu_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e23a937fe3431fa710b7fa21fdd61e48";

export default node;
