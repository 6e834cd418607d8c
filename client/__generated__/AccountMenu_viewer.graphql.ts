/**
 * @generated SignedSource<<081eb41e1bb7bd36e122b78050f64945>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ACCOUNTANT" | "ADMIN" | "CUSTOMER" | "PRODUCER" | "RESELLER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccountMenu_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly role: Role;
  readonly " $fragmentType": "AccountMenu_viewer";
};
export type AccountMenu_viewer$key = {
  readonly " $data"?: AccountMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMenu_viewer",
  "selections": [
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "role",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d27cc2dec098a334151e899e660221f7";

export default node;
