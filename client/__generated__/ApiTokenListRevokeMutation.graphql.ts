/**
 * @generated SignedSource<<f26f4e1a27adf2237cc77e47abe5a853>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ApiTokenListRevokeMutation$variables = {
  id: string;
};
export type ApiTokenListRevokeMutation$data = {
  readonly revokeApiToken: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "RevokedApiTokenPayload";
    readonly revokedId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ApiTokenListRevokeMutation = {
  response: ApiTokenListRevokeMutation$data;
  variables: ApiTokenListRevokeMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "revokeApiToken",
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
            "kind": "ScalarField",
            "name": "revokedId",
            "storageKey": null
          }
        ],
        "type": "RevokedApiTokenPayload",
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
        "type": "NotFoundError",
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
    "name": "ApiTokenListRevokeMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ApiTokenListRevokeMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "aabfc8ccf418e0078bf898f9daf4eb4b",
    "id": null,
    "metadata": {},
    "name": "ApiTokenListRevokeMutation",
    "operationKind": "mutation",
    "text": "mutation ApiTokenListRevokeMutation(\n  $id: ID!\n) {\n  revokeApiToken(id: $id) {\n    __typename\n    ... on RevokedApiTokenPayload {\n      revokedId\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ac925cfc35f241ac694a42df95009a9b";

export default node;
