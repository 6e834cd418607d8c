/**
 * @generated SignedSource<<a48c702973d071f5ac1e849bd9a4d596>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderClientField_query$data = {
  readonly viewer: {
    readonly reseller: {
      readonly clients: ReadonlyArray<{
        readonly id: string;
        readonly name: string;
      }>;
      readonly id: string;
      readonly suspended: boolean;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "OrderClientField_query";
};
export type OrderClientField_query$key = {
  readonly " $data"?: OrderClientField_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderClientField_query">;
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
  "name": "OrderClientField_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Reseller",
          "kind": "LinkedField",
          "name": "reseller",
          "plural": false,
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
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "24513f96ddee7f57c8ee08cf7e4eaaeb";

export default node;
