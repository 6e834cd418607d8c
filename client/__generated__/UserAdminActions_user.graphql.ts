/**
 * @generated SignedSource<<4963807bdca11335619bfb169d639eb3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "RESELLER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserAdminActions_user$data = {
  readonly disabledAt: string | null | undefined;
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly " $fragmentType": "UserAdminActions_user";
};
export type UserAdminActions_user$key = {
  readonly " $data"?: UserAdminActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserAdminActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserAdminActions_user",
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
      "name": "email",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "disabledAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "24ed88f7b0958fe715a6340b00d32882";

export default node;
