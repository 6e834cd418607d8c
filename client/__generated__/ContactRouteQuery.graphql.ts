/**
 * @generated SignedSource<<305e5495e5ec6c8fd0550d81647ae022>>
 * @relayHash 4163f07cbc6f866cfb32fc5d43686cf9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5e92c6f560af05cf7e831fde039ceda667ec521dc4559515df2e7a4f80b5b7ef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContactRouteQuery$variables = Record<PropertyKey, never>;
export type ContactRouteQuery$data = {
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"StudioContactCard_settings">;
  };
};
export type ContactRouteQuery = {
  response: ContactRouteQuery$data;
  variables: ContactRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ContactRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "StudioContactCard_settings"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ContactRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "studioName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactPhone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5e92c6f560af05cf7e831fde039ceda667ec521dc4559515df2e7a4f80b5b7ef",
    "metadata": {},
    "name": "ContactRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "5f20826d626de3396a535e4a23340fc4";

export default node;
