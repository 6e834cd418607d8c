/**
 * @generated SignedSource<<2f140032ecccfb325b4d629d7dd05152>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetServiceActiveInput = {
  active: boolean;
  id: string;
};
export type ServiceAdminRowSetActiveMutation$variables = {
  input: SetServiceActiveInput;
};
export type ServiceAdminRowSetActiveMutation$data = {
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
export type ServiceAdminRowSetActiveMutation = {
  response: ServiceAdminRowSetActiveMutation$data;
  variables: ServiceAdminRowSetActiveMutation$variables;
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
    "name": "ServiceAdminRowSetActiveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceAdminRowSetActiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "454c4e4a79677813a99e2db32c177a25",
    "id": null,
    "metadata": {},
    "name": "ServiceAdminRowSetActiveMutation",
    "operationKind": "mutation",
    "text": "mutation ServiceAdminRowSetActiveMutation(\n  $input: SetServiceActiveInput!\n) {\n  setServiceActive(input: $input) {\n    __typename\n    ... on ServicePayload {\n      service {\n        id\n        active\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6904e815843b1c092274d13385ecc1ec";

export default node;
