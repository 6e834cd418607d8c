/**
 * @generated SignedSource<<cfbd814e3c35d24983f0b40aa4429849>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerSuspendModal_reseller$data = {
  readonly id: string;
  readonly suspended: boolean;
  readonly user: {
    readonly email: string;
  };
  readonly " $fragmentType": "ResellerSuspendModal_reseller";
};
export type ResellerSuspendModal_reseller$key = {
  readonly " $data"?: ResellerSuspendModal_reseller$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerSuspendModal_reseller">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerSuspendModal_reseller",
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
      "name": "suspended",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reseller",
  "abstractKey": null
};

(node as any).hash = "3b8e7afcc1d33807f666e85f3b3c08a6";

export default node;
