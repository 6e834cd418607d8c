/**
 * @generated SignedSource<<08e65296739eb27bf762eb6041929fb8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type resellerClientFields_client$data = {
  readonly clientOrderCount: number;
  readonly emailContact: boolean;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"ClientOrdersTable_client" | "ResellerClientForm_client">;
  readonly " $fragmentType": "resellerClientFields_client";
};
export type resellerClientFields_client$key = {
  readonly " $data"?: resellerClientFields_client$data;
  readonly " $fragmentSpreads": FragmentRefs<"resellerClientFields_client">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "resellerClientFields_client",
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
      "name": "emailContact",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clientOrderCount",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ClientOrdersTable_client"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResellerClientForm_client"
    }
  ],
  "type": "Company",
  "abstractKey": null
};

(node as any).hash = "0d0aaed2efb921b845ecded054a525c2";

export default node;
