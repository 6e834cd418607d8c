/**
 * @generated SignedSource<<2d1552cc8130c24e930e220ee686412a>>
 * @relayHash 7fae9f2fb8d466a953f7c01a29a8ce15
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c356742e3f1078c5351fb13a875b09704dc177e99e15c8ddc9f220040f832853

import { ConcreteRequest } from 'relay-runtime';
export type UserAdminActionsSendResetMutation$variables = {
  userId: string;
};
export type UserAdminActionsSendResetMutation$data = {
  readonly sendPasswordReset: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type UserAdminActionsSendResetMutation = {
  response: UserAdminActionsSendResetMutation$data;
  variables: UserAdminActionsSendResetMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
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
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "sendPasswordReset",
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
        "selections": (v1/*:: as any*/),
        "type": "MessagePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "UserAdminActionsSendResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "UserAdminActionsSendResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "c356742e3f1078c5351fb13a875b09704dc177e99e15c8ddc9f220040f832853",
    "metadata": {},
    "name": "UserAdminActionsSendResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7e04fb9e4f535404ada8ece194f2483f";

export default node;
