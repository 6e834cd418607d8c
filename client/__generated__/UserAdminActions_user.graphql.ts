/**
 * @generated SignedSource<<811aabfe50df17eff0db0c457da6f93d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type Role = "ACCOUNTANT" | "ADMIN" | "CUSTOMER" | "PRODUCER" | "RESELLER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type UserAdminActions_user$data = {
  readonly deletedAt: string | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedAt",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "364263398d67bfa811e5a96ee322e502";

export default node;
