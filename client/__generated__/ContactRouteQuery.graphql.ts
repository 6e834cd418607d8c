/**
 * @generated SignedSource<<1676ebf3e78d925278d3afcf005d5a66>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "4163f07cbc6f866cfb32fc5d43686cf9",
    "id": null,
    "metadata": {},
    "name": "ContactRouteQuery",
    "operationKind": "query",
    "text": "query ContactRouteQuery {\n  settings {\n    ...StudioContactCard_settings\n  }\n}\n\nfragment StudioContactCard_settings on Settings {\n  studioName\n  contactEmail\n  contactPhone\n  address\n}\n"
  }
};

(node as any).hash = "5f20826d626de3396a535e4a23340fc4";

export default node;
