/**
 * @generated SignedSource<<95d7dfb1aa68977e5d7f081e4d759615>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RequestPasswordResetInput = {
  email: string;
};
export type useRequestPasswordResetMutation$variables = {
  input: RequestPasswordResetInput;
};
export type useRequestPasswordResetMutation$data = {
  readonly requestPasswordReset: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
  };
};
export type useRequestPasswordResetMutation = {
  response: useRequestPasswordResetMutation$data;
  variables: useRequestPasswordResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "requestPasswordReset",
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
        "selections": (v2/*:: as any*/),
        "type": "MessagePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
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
    "name": "useRequestPasswordResetMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestPasswordResetMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "1171e6a969deb676a0495cd27b30e723",
    "id": null,
    "metadata": {},
    "name": "useRequestPasswordResetMutation",
    "operationKind": "mutation",
    "text": "mutation useRequestPasswordResetMutation(\n  $input: RequestPasswordResetInput!\n) {\n  requestPasswordReset(input: $input) {\n    __typename\n    ... on MessagePayload {\n      message\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "accc485698ac5f8e69ce0cc92b69cb6b";

export default node;
