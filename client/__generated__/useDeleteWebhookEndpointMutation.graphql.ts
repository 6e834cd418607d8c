/**
 * @generated SignedSource<<9caffe74e3dbc66b108873391eaa5b43>>
 * @relayHash b432eb2ff9f9aa4d00784f9068d42c9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ac3a7f789e4eb1926cbdb4845691e63f06378a2c2c7187a8aee6e5d626c474e9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteWebhookEndpointInput = {
  endpointId: string;
};
export type useDeleteWebhookEndpointMutation$variables = {
  input: DeleteWebhookEndpointInput;
};
export type useDeleteWebhookEndpointMutation$data = {
  readonly deleteWebhookEndpoint: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"resultError_fields">;
    } | null | undefined;
  };
};
export type useDeleteWebhookEndpointMutation = {
  response: useDeleteWebhookEndpointMutation$data;
  variables: useDeleteWebhookEndpointMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deletedId",
      "storageKey": null
    }
  ],
  "type": "DeletedWebhookEndpointPayload",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v4/*:: as any*/),
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
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  },
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "retryAfterSeconds",
        "storageKey": null
      }
    ],
    "type": "RateLimitError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeleteWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "resultError_fields",
                  "selections": (v5/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "Error",
              "abstractKey": "__isError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "deleteWebhookEndpoint",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ac3a7f789e4eb1926cbdb4845691e63f06378a2c2c7187a8aee6e5d626c474e9",
    "metadata": {},
    "name": "useDeleteWebhookEndpointMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "04e612484cb60d1c5f11afa164f3cd8e";

export default node;
