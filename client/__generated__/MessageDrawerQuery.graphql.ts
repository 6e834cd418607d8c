/**
 * @generated SignedSource<<6d57071c989a785792eaed81d51df45d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageDrawerQuery$variables = {
  id: string;
};
export type MessageDrawerQuery$data = {
  readonly node: {
    readonly message: {
      readonly id: string;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"HandledToggle_message" | "MessageDetails_message">;
    } | null | undefined;
  } | null | undefined;
};
export type MessageDrawerQuery = {
  response: MessageDrawerQuery$data;
  variables: MessageDrawerQuery$variables;
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
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "MessageDrawerQuery",
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
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "MessageDetails_message"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "HandledToggle_message"
                }
              ],
              "type": "ContactMessage",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "message"
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
    "name": "MessageDrawerQuery",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "email",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "phone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "company",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "details",
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
                "concreteType": "ContactAttachment",
                "kind": "LinkedField",
                "name": "attachment",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "mediaType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "size",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "handledAt",
                "storageKey": null
              }
            ],
            "type": "ContactMessage",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1065cfda03c130776f62092266d94773",
    "id": null,
    "metadata": {},
    "name": "MessageDrawerQuery",
    "operationKind": "query",
    "text": "query MessageDrawerQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ... on ContactMessage {\n      id\n      name\n      ...MessageDetails_message\n      ...HandledToggle_message\n    }\n    id\n  }\n}\n\nfragment HandledToggle_message on ContactMessage {\n  id\n  name\n  handledAt\n}\n\nfragment MessageDetails_message on ContactMessage {\n  id\n  kind\n  name\n  email\n  phone\n  company\n  message\n  details\n  createdAt\n  attachment {\n    name\n    mediaType\n    size\n    url\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2b6d9505d3dd77f4ea6431b1ce2ec5c";

export default node;
