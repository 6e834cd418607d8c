/**
 * @generated SignedSource<<4e299640638c0e0844006257f009175d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccountDeletionRefusal = "LAST_ADMIN" | "ORDER_IN_PROGRESS" | "PARTNER_BALANCE" | "PAYMENT_IN_PROGRESS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeleteAccount_user$data = {
  readonly accountDeletionBlockers: ReadonlyArray<{
    readonly message: string;
    readonly reason: AccountDeletionRefusal;
  }>;
  readonly email: string;
  readonly " $fragmentType": "DeleteAccount_user";
};
export type DeleteAccount_user$key = {
  readonly " $data"?: DeleteAccount_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteAccount_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteAccount_user",
  "selections": [
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
      "concreteType": "AccountDeletionBlocker",
      "kind": "LinkedField",
      "name": "accountDeletionBlockers",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "message",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "91f15d12a5066ef37685c19bf99eb592";

export default node;
