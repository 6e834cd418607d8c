/**
 * @generated SignedSource<<e37b497685be1e551899c3e82f1669bf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerClients_reseller$data = {
  readonly clients: ReadonlyArray<{
    readonly clientOrderCount: number;
    readonly emailContact: boolean;
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"ClientOrdersTable_client" | "ResellerClientForm_client">;
  }>;
  readonly id: string;
  readonly suspended: boolean;
  readonly " $fragmentType": "ResellerClients_reseller";
};
export type ResellerClients_reseller$key = {
  readonly " $data"?: ResellerClients_reseller$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerClients_reseller">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerClients_reseller",
  "selections": [
    (v0/*:: as any*/),
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
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "clients",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
      "storageKey": null
    }
  ],
  "type": "Reseller",
  "abstractKey": null
};
})();

(node as any).hash = "35ae9d5507c6a5e535a9c638d3f084a8";

export default node;
