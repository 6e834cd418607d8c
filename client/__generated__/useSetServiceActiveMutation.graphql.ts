/**
 * @generated SignedSource<<d6ccf0c72173b948ffef9cd1bffd1818>>
 * @relayHash 43d1e39a0d120f7ff4b1b34c50a123c5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6525b0e7b607f7f3ebd2fe24ff65573cc47736576c901426da25bf75c2f5e82b

import { ConcreteRequest } from 'relay-runtime';
export type SetServiceActiveInput = {
  active: boolean;
  id: string;
};
export type useSetServiceActiveMutation$variables = {
  input: SetServiceActiveInput;
};
export type useSetServiceActiveMutation$data = {
  readonly setServiceActive: {
    readonly __typename: string;
    readonly message?: string;
    readonly service?: {
      readonly active: boolean;
      readonly id: string;
    };
  };
};
export type useSetServiceActiveMutation = {
  response: useSetServiceActiveMutation$data;
  variables: useSetServiceActiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setServiceActive",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Service",
            "kind": "LinkedField",
            "name": "service",
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
                "name": "active",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ServicePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetServiceActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetServiceActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6525b0e7b607f7f3ebd2fe24ff65573cc47736576c901426da25bf75c2f5e82b",
    "metadata": {},
    "name": "useSetServiceActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "63c9406cb2eb06ec921da98cacd6a215";

export default node;
