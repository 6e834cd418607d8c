/**
 * @generated SignedSource<<a133ec03f837814d7f3e5ae3fc8ac322>>
 * @relayHash 56db496a1a98c43a8c0b3eb894a215e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b34b021f01199a876898cf911608969a594f47bde4e8203b2b9ec7b51f1d08a

import { ConcreteRequest } from 'relay-runtime';
export type useSendPasswordResetMutation$variables = {
  userId: string;
};
export type useSendPasswordResetMutation$data = {
  readonly sendPasswordReset: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useSendPasswordResetMutation = {
  response: useSendPasswordResetMutation$data;
  variables: useSendPasswordResetMutation$variables;
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
    "name": "useSendPasswordResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendPasswordResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5b34b021f01199a876898cf911608969a594f47bde4e8203b2b9ec7b51f1d08a",
    "metadata": {},
    "name": "useSendPasswordResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "f7b4de6c8d85c3abece07f87a1e76f34";

export default node;
