/**
 * @generated SignedSource<<b95ad9dbf2291a2b78ce4fead73939cc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChangePasswordForm_user$data = {
  readonly email: string;
  readonly " $fragmentType": "ChangePasswordForm_user";
};
export type ChangePasswordForm_user$key = {
  readonly " $data"?: ChangePasswordForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangePasswordForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangePasswordForm_user",
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

(node as any).hash = "0dfab86c698c9db5aca363aae2f782e2";

export default node;
