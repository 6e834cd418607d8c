/**
 * @generated SignedSource<<41b6ab6a339c12faf0c97bd0b8586224>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Role = "ADMIN" | "CUSTOMER" | "RESELLER" | "%future added value";
export type SignInInput = {
  email: string;
  password: string;
};
export type useSignInMutation$variables = {
  input: SignInInput;
};
export type useSignInMutation$data = {
  readonly signIn: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message?: string;
    readonly retryAfterSeconds?: number;
    readonly viewer?: {
      readonly id: string;
      readonly name: string;
      readonly role: Role;
      readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
    };
  };
};
export type useSignInMutation = {
  response: useSignInMutation$data;
  variables: useSignInMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "role",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v6/*:: as any*/)
  ],
  "type": "Error",
  "abstractKey": "__isError"
},
v8 = {
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
        (v6/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v9 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignInMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "signIn",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AccountMenu_viewer"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ViewerPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
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
    "name": "useSignInMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "signIn",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "viewer",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "email",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ViewerPayload",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4651258ef27d1e615c1fd6d0ad0956dd",
    "id": null,
    "metadata": {},
    "name": "useSignInMutation",
    "operationKind": "mutation",
    "text": "mutation useSignInMutation(\n  $input: SignInInput!\n) {\n  signIn(input: $input) {\n    __typename\n    ... on ViewerPayload {\n      viewer {\n        id\n        name\n        role\n        ...AccountMenu_viewer\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n    ... on ValidationError {\n      fields {\n        path\n        message\n      }\n    }\n    ... on RateLimitError {\n      retryAfterSeconds\n    }\n  }\n}\n\nfragment AccountMenu_viewer on User {\n  name\n  email\n  role\n}\n"
  }
};
})();

(node as any).hash = "83fc986859f01f9528abed206fa6928a";

export default node;
