/**
 * @generated SignedSource<<2fd2e5d44f14e5c315ffe421aa783608>>
 * @relayHash ae429452fc21b0e491eb341f7ccd0df7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fda625d523f609f8fc99e83c0b6a8a666ec57eb9debf5bd5b853eb77195d912

import { ConcreteRequest } from 'relay-runtime';
export type ReorderServicesInput = {
  ids: ReadonlyArray<string>;
};
export type useReorderServicesMutation$variables = {
  input: ReorderServicesInput;
};
export type useReorderServicesMutation$data = {
  readonly reorderServices: {
    readonly __typename: string;
    readonly message?: string;
    readonly services?: ReadonlyArray<{
      readonly id: string;
      readonly position: number;
    }>;
  };
};
export type useReorderServicesMutation = {
  response: useReorderServicesMutation$data;
  variables: useReorderServicesMutation$variables;
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
    "name": "reorderServices",
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
            "name": "services",
            "plural": true,
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
                "name": "position",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ReorderServicesPayload",
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
    "name": "useReorderServicesMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReorderServicesMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "3fda625d523f609f8fc99e83c0b6a8a666ec57eb9debf5bd5b853eb77195d912",
    "metadata": {},
    "name": "useReorderServicesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5500302ea4b877a811f102b77115c23c";

export default node;
