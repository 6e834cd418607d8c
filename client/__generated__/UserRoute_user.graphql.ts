/**
 * @generated SignedSource<<650e068aca9179fc16c21583316d7895>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserRoute_user$data = {
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"UserAdminActions_user" | "UserDetails_user">;
  readonly " $fragmentType": "UserRoute_user";
};
export type UserRoute_user$key = {
  readonly " $data"?: UserRoute_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserRoute_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserRoute_user",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserDetails_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "UserAdminActions_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "dae0c3c9c0ee2ac54fe3cbbf62d5bc66";

export default node;
