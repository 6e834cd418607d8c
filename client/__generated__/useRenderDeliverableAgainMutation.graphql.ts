/**
 * @generated SignedSource<<ffc1f47d21482c86f9a2e7be828c5e79>>
 * @relayHash cd09a46c032877aa92167ee768f2c62e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6260889fa27d92cfb1df9aea5c1874ac5023474cd144a438e7a25aa8bf929ba

import { ConcreteRequest } from 'relay-runtime';
export type RenderStatus = "FAILED" | "QUEUED" | "READY" | "RENDERING" | "%future added value";
export type RenderDeliverableAgainInput = {
  deliverableId: string;
};
export type useRenderDeliverableAgainMutation$variables = {
  input: RenderDeliverableAgainInput;
};
export type useRenderDeliverableAgainMutation$data = {
  readonly renderDeliverableAgain: {
    readonly __typename: string;
    readonly deliverable?: {
      readonly attempts: number;
      readonly failureReason: string | null | undefined;
      readonly id: string;
      readonly status: RenderStatus;
    };
    readonly message?: string;
  };
};
export type useRenderDeliverableAgainMutation = {
  response: useRenderDeliverableAgainMutation$data;
  variables: useRenderDeliverableAgainMutation$variables;
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
    "name": "renderDeliverableAgain",
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
            "concreteType": "Deliverable",
            "kind": "LinkedField",
            "name": "deliverable",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "failureReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "RenderDeliverableAgainPayload",
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
    "name": "useRenderDeliverableAgainMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRenderDeliverableAgainMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c6260889fa27d92cfb1df9aea5c1874ac5023474cd144a438e7a25aa8bf929ba",
    "metadata": {},
    "name": "useRenderDeliverableAgainMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2ba58ce1f77cd2499d28b0a42585223";

export default node;
