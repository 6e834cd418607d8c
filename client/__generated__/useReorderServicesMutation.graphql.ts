/**
 * @generated SignedSource<<be2f315925a331a5a22f11cf6429d41d>>
 * @relayHash 357a982b6d2fb34942e9107bebaf62b4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 29ce92e4a717f9a532fb43fa22afc1bde3ce1a68b293a164f8932382b6d1dba6

import { ConcreteRequest } from 'relay-runtime';
export type ReorderServicesInput = {
  ids: ReadonlyArray<string>;
};
export type useReorderServicesMutation$variables = {
  input: ReorderServicesInput;
};
export type useReorderServicesMutation$data = {
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
    "name": "useReorderServicesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useReorderServicesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "29ce92e4a717f9a532fb43fa22afc1bde3ce1a68b293a164f8932382b6d1dba6",
    "metadata": {},
    "name": "useReorderServicesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6a64402293d470c5bd081437df6e9f17";

export default node;
