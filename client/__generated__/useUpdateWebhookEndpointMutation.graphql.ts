/**
 * @generated SignedSource<<59436b76c014d6c13c32c2cf7c67d276>>
 * @relayHash d173afb7c68db7bc46f6595dcb0acc9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eab64f4624501e815c425827ab460efca8a5f5db84aa78f3586dcf4bc533c850

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateWebhookEndpointInput = {
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  endpointId: string;
  url?: string | null | undefined;
};
export type useUpdateWebhookEndpointMutation$variables = {
  input: UpdateWebhookEndpointInput;
};
export type useUpdateWebhookEndpointMutation$data = {
  readonly updateWebhookEndpoint: {
    readonly __typename: string;
    readonly endpoint?: {
      readonly description: string;
      readonly enabled: boolean;
      readonly id: string;
      readonly url: string;
    };
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"resultError_fields">;
    } | null | undefined;
  };
};
export type useUpdateWebhookEndpointMutation = {
  response: useUpdateWebhookEndpointMutation$data;
  variables: useUpdateWebhookEndpointMutation$variables;
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
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "endpoint",
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
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "enabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WebhookEndpointPayload",
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
    "name": "useUpdateWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
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
    "name": "useUpdateWebhookEndpointMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateWebhookEndpoint",
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
    "id": "eab64f4624501e815c425827ab460efca8a5f5db84aa78f3586dcf4bc533c850",
    "metadata": {},
    "name": "useUpdateWebhookEndpointMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d9dfcfb1ab998a8df3aa1d3e96f49c0d";

export default node;
