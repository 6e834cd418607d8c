/**
 * @generated SignedSource<<ca1ef7bb67363f824a685e71c4bd3052>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListQuery = {
  filterGroups?: string | null | undefined;
  filters?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: string | null | undefined;
  relations?: string | null | undefined;
};
export type VoicesRouteQuery$variables = {
  filter?: ListQuery | null | undefined;
  first: number;
};
export type VoicesRouteQuery$data = {
  readonly voiceFacets: {
    readonly " $fragmentSpreads": FragmentRefs<"VoiceFilterBar_facets">;
  };
  readonly " $fragmentSpreads": FragmentRefs<"VoiceList_query">;
};
export type VoicesRouteQuery = {
  response: VoicesRouteQuery$data;
  variables: VoicesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "languages",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "styles",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "VoicesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VoiceFacets",
        "kind": "LinkedField",
        "name": "voiceFacets",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VoiceFilterBar_facets"
          }
        ],
        "storageKey": null
      },
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "VoiceList_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "VoicesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VoiceFacets",
        "kind": "LinkedField",
        "name": "voiceFacets",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "VoiceConnection",
        "kind": "LinkedField",
        "name": "voices",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VoiceEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Voice",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "slug",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gender",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "bio",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "photoUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "VoiceSample",
                    "kind": "LinkedField",
                    "name": "samples",
                    "plural": true,
                    "selections": [
                      (v5/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "title",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "language",
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
                    "name": "__typename",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cursor",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PageInfo",
            "kind": "LinkedField",
            "name": "pageInfo",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endCursor",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "hasNextPage",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "filters": [
          "filter"
        ],
        "handle": "connection",
        "key": "VoiceList_voices",
        "kind": "LinkedHandle",
        "name": "voices"
      }
    ]
  },
  "params": {
    "cacheID": "a2cb63b2f0cdf08c254ebe8b117f0dcc",
    "id": null,
    "metadata": {},
    "name": "VoicesRouteQuery",
    "operationKind": "query",
    "text": "query VoicesRouteQuery(\n  $first: Int!\n  $filter: ListQuery\n) {\n  voiceFacets {\n    ...VoiceFilterBar_facets\n  }\n  ...VoiceList_query_1qzYLD\n}\n\nfragment VoiceCard_voice on Voice {\n  slug\n  name\n  languages\n  gender\n  styles\n  bio\n  photoUrl\n  samples {\n    id\n    title\n    language\n    url\n  }\n}\n\nfragment VoiceFilterBar_facets on VoiceFacets {\n  languages\n  styles\n}\n\nfragment VoiceList_query_1qzYLD on Query {\n  voices(first: $first, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        ...VoiceCard_voice\n        __typename\n      }\n      cursor\n    }\n    pageInfo {\n      endCursor\n      hasNextPage\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "afdb20af4c704f75475675dad76f2961";

export default node;
