/**
 * @generated SignedSource<<891dbe724e379bc3ee9542ae8f7b47a7>>
 * @relayHash 8f3addeb86b5fa535ef4332291a3424a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f3a574c447586c3fead8916b4eb53afc386e7a651e3dad367ae0ea87f74e78af

import { ConcreteRequest } from 'relay-runtime';
export type nodeExistsQuery$variables = {
  id: string;
};
export type nodeExistsQuery$data = {
  readonly node: {
    readonly __typename: string;
  } | null | undefined;
};
export type nodeExistsQuery = {
  response: nodeExistsQuery$data;
  variables: nodeExistsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "nodeExistsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "nodeExistsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f3a574c447586c3fead8916b4eb53afc386e7a651e3dad367ae0ea87f74e78af",
    "metadata": {},
    "name": "nodeExistsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "d91bf1c38b6e786c8b10a309f73182e8";

export default node;
