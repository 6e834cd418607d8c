/**
 * @generated SignedSource<<c8e9a8b9308f1b5c5dc093fb457f9118>>
 * @relayHash 4ba5f757277884286a60c84625b4e8e7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c6c2559a4f4f5cd6526665f62e5bbed8db743548c7e70b3cb1e617c552e21cc

import { ConcreteRequest } from 'relay-runtime';
export type Role = "ADMIN" | "CUSTOMER" | "RESELLER" | "%future added value";
export type ViewerQuery$variables = Record<PropertyKey, never>;
export type ViewerQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly role: Role;
  } | null | undefined;
};
export type ViewerQuery = {
  response: ViewerQuery$data;
  variables: ViewerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "role",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ViewerQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "7c6c2559a4f4f5cd6526665f62e5bbed8db743548c7e70b3cb1e617c552e21cc",
    "metadata": {},
    "name": "ViewerQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "02792a4ce94b7297c655d3efb2a3121e";

export default node;
