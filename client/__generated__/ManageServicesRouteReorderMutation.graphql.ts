/**
 * @generated SignedSource<<fc3caa08aaec98a9183ce9b4814971c3>>
 * @relayHash 95a5b7813a2679f22ea228680134ccf0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 20bf426acad4640fd413808045bb5fa144cc5fe22b840c5837afd0d039a2cc97

import { ConcreteRequest } from 'relay-runtime';
export type ReorderServicesInput = {
  ids: ReadonlyArray<string>;
};
export type ManageServicesRouteReorderMutation$variables = {
  input: ReorderServicesInput;
};
export type ManageServicesRouteReorderMutation$data = {
  readonly reorderServices: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ReorderServicesPayload";
    readonly services: ReadonlyArray<{
      readonly id: string;
      readonly position: number;
    }>;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ManageServicesRouteReorderMutation = {
  response: ManageServicesRouteReorderMutation$data;
  variables: ManageServicesRouteReorderMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "ManageServicesRouteReorderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageServicesRouteReorderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "20bf426acad4640fd413808045bb5fa144cc5fe22b840c5837afd0d039a2cc97",
    "metadata": {},
    "name": "ManageServicesRouteReorderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9266b6c11cc703d99811e9e3c4a5986e";

export default node;
