/**
 * @generated SignedSource<<d8e493fd8b029abb83c8f385dac78435>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteAccount_user$data = {
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "376ab453ff555f930a3be0b63a9e8442";

export default node;
