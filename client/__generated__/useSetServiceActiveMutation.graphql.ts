/**
 * @generated SignedSource<<3d458091583591a182b6e406e6c20d5b>>
 * @relayHash 666fadea63af4fb7700db125c5641e38
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 18a5ea3eb0ff836ae91129654eefe30e3cf029e9d6fc08b306f36cb9acf4910f

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
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ServicePayload";
    readonly service: {
      readonly active: boolean;
      readonly id: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
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
    "name": "useSetServiceActiveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetServiceActiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "18a5ea3eb0ff836ae91129654eefe30e3cf029e9d6fc08b306f36cb9acf4910f",
    "metadata": {},
    "name": "useSetServiceActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1a64006bb6f90d9c793ac85181bb59e8";

export default node;
