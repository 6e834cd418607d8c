/**
 * @generated SignedSource<<4408b85aa7b7b4a54bbdfb711d371a47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRevokeOtherSessionsMutation$variables = Record<PropertyKey, never>;
export type useRevokeOtherSessionsMutation$data = {
  readonly revokeOtherSessions: {
    readonly user: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SessionList_user">;
    };
  };
};
export type useRevokeOtherSessionsMutation = {
  response: useRevokeOtherSessionsMutation$data;
  variables: useRevokeOtherSessionsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRevokeOtherSessionsMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserPayload",
        "kind": "LinkedField",
        "name": "revokeOtherSessions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SessionList_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useRevokeOtherSessionsMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "UserPayload",
        "kind": "LinkedField",
        "name": "revokeOtherSessions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Session",
                "kind": "LinkedField",
                "name": "sessions",
                "plural": true,
                "selections": [
                  (v0/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "userAgent",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "ip",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "lastSeenAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "current",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8016eb5adfb495901ea01c0b61d41307",
    "id": null,
    "metadata": {},
    "name": "useRevokeOtherSessionsMutation",
    "operationKind": "mutation",
    "text": "mutation useRevokeOtherSessionsMutation {\n  revokeOtherSessions {\n    user {\n      id\n      ...SessionList_user\n    }\n  }\n}\n\nfragment SessionList_user on User {\n  sessions {\n    id\n    userAgent\n    ip\n    createdAt\n    lastSeenAt\n    current\n  }\n}\n"
  }
};
})();

(node as any).hash = "c1445c5c4098764106f8e42a8b049785";

export default node;
