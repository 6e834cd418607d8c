/**
 * @generated SignedSource<<16bb4f3eaad4364048f7063aa31b3886>>
 * @relayHash 34ae58b8c0c9b0da074ff3fdeddb1066
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3115131ab48466981b52eb1895badc86f22823af6661a78a869a3fa1699fd1e3

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OutboxMessageRouteQuery$variables = {
  id: string;
};
export type OutboxMessageRouteQuery$data = {
  readonly node: {
    readonly email: {
      readonly id: string;
      readonly subject: string;
      readonly to: string;
      readonly " $fragmentSpreads": FragmentRefs<"EmailDelivery_email" | "EmailMessageView_email">;
    } | null | undefined;
  } | null | undefined;
};
export type OutboxMessageRouteQuery = {
  response: OutboxMessageRouteQuery$data;
  variables: OutboxMessageRouteQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "to",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subject",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OutboxMessageRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "EmailMessageView_email"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "EmailDelivery_email"
                }
              ],
              "type": "EmailMessage",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "email"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OutboxMessageRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
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
                "name": "status",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "attempts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastError",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sentAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sendAfter",
                "storageKey": null
              }
            ],
            "type": "EmailMessage",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "3115131ab48466981b52eb1895badc86f22823af6661a78a869a3fa1699fd1e3",
    "metadata": {},
    "name": "OutboxMessageRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "9995f7d19e868093303c70fe703254c0";

export default node;
