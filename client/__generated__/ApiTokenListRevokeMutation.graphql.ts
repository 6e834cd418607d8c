/**
 * @generated SignedSource<<cfa71625577ecc492c50fd5f70da70f5>>
 * @relayHash aabfc8ccf418e0078bf898f9daf4eb4b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5de7a6b2ddcec87b1be3f75fcea93dff0c657bda3914773a2e80c91bd7c69fae

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
    "id": "5de7a6b2ddcec87b1be3f75fcea93dff0c657bda3914773a2e80c91bd7c69fae",
    "metadata": {},
    "name": "ApiTokenListRevokeMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ac925cfc35f241ac694a42df95009a9b";

export default node;
