/**
 * @generated SignedSource<<3db07f8008f09afbb6946538944cdd7e>>
 * @relayHash b37da1389e807e6aade486c338e1db8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eef1714764ffb1e05b9d3c08389add06776aff9facea2cdd02c3402bc2033944

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FileFormat = "ALAW_8K_RAW" | "ALAW_8K_WAV" | "AMR_NB" | "G722" | "G726_8K_WAV" | "M4A" | "MP3" | "MULAW_8K_RAW" | "MULAW_8K_WAV" | "PCM16_8K_WAV" | "PCM16_WAV" | "SLN_8K" | "VOX_6K" | "VOX_8K" | "%future added value";
export type OrderDraftInput = {
  bundle?: string | null | undefined;
  customerNote?: string | null | undefined;
  fileFormats: ReadonlyArray<FileFormat>;
  items: ReadonlyArray<OrderItemInput>;
  language?: string | null | undefined;
  rush?: boolean | null | undefined;
  service: string;
  trackId?: string | null | undefined;
  voiceId?: string | null | undefined;
};
export type OrderItemInput = {
  name: string;
  text: string;
};
export type GuestPaymentRouteDraftQuery$variables = {
  draft: OrderDraftInput;
  hasTrack: boolean;
  hasVoice: boolean;
  service: string;
  trackId: string;
  voiceId: string;
};
export type GuestPaymentRouteDraftQuery$data = {
  readonly quote: {
    readonly __typename: string;
    readonly discountCode?: string | null | undefined;
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"resultError_fields">;
    } | null | undefined;
    readonly items?: ReadonlyArray<{
      readonly estimatedDurationSeconds: number;
      readonly name: string;
      readonly text: string;
      readonly wordCount: number;
    }>;
    readonly lines?: ReadonlyArray<{
      readonly amount: number;
      readonly description: string;
      readonly quantity: number;
      readonly unitAmount: number;
    }>;
    readonly taxInclusive?: boolean;
    readonly taxRateName?: string | null | undefined;
    readonly totals?: {
      readonly " $fragmentSpreads": FragmentRefs<"priceTotals_price">;
    } | null | undefined;
    readonly turnaroundDays?: number;
  };
  readonly service: {
    readonly bundles: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }>;
    readonly name: string;
  } | null | undefined;
  readonly track?: {
    readonly trackTitle?: string;
  } | null | undefined;
  readonly voice?: {
    readonly voiceName?: string;
  } | null | undefined;
};
export type GuestPaymentRouteDraftQuery = {
  response: GuestPaymentRouteDraftQuery$data;
  variables: GuestPaymentRouteDraftQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "draft"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasTrack"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasVoice"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "service"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "trackId"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "voiceId"
},
v6 = [
  {
    "kind": "Variable",
    "name": "draft",
    "variableName": "draft"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "PriceLine",
  "kind": "LinkedField",
  "name": "lines",
  "plural": true,
  "selections": [
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
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unitAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "subtotal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "discountTotal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "taxTotal",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "total",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "currency",
    "storageKey": null
  }
],
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "discountCode",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxRateName",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "taxInclusive",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "turnaroundDays",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "concreteType": "QuotedItem",
  "kind": "LinkedField",
  "name": "items",
  "plural": true,
  "selections": [
    (v14/*:: as any*/),
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
      "name": "wordCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedDurationSeconds",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v17 = [
  (v16/*:: as any*/),
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
          (v16/*:: as any*/)
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
],
v18 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "service"
  }
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v20 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "voiceId"
  }
],
v21 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": "voiceName",
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
},
v22 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "trackId"
  }
],
v23 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": "trackTitle",
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    }
  ],
  "type": "SoundtrackTrack",
  "abstractKey": null
},
v24 = {
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
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "GuestPaymentRouteDraftQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v8/*:: as any*/),
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "priceTotals_price",
                      "selections": (v9/*:: as any*/),
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "PriceTotals",
                  "abstractKey": "__isPriceTotals"
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "totals"
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "type": "Quote",
            "abstractKey": null
          },
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "resultError_fields",
                  "selections": (v17/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "service",
        "plural": false,
        "selections": [
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              (v19/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "hasVoice",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "voice",
            "args": (v20/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v21/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasTrack",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "track",
            "args": (v22/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v23/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "GuestPaymentRouteDraftQuery",
    "selections": [
      {
        "alias": null,
        "args": (v6/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "quote",
        "plural": false,
        "selections": [
          (v7/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v8/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": (v9/*:: as any*/),
                "type": "PriceTotals",
                "abstractKey": "__isPriceTotals"
              },
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v15/*:: as any*/)
            ],
            "type": "Quote",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": (v17/*:: as any*/),
            "type": "Error",
            "abstractKey": "__isError"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v18/*:: as any*/),
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "service",
        "plural": false,
        "selections": [
          (v14/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              (v19/*:: as any*/),
              (v14/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          },
          (v24/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "hasVoice",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "voice",
            "args": (v20/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v21/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "condition": "hasTrack",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": "track",
            "args": (v22/*:: as any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v23/*:: as any*/),
              (v24/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "id": "eef1714764ffb1e05b9d3c08389add06776aff9facea2cdd02c3402bc2033944",
    "metadata": {},
    "name": "GuestPaymentRouteDraftQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1c4f2d2286b95cd154fbae8e5a4dde47";

export default node;
