/**
 * @generated SignedSource<<3749299a34ba706cb2078a6c1523569a>>
 * @relayHash c70b972ae6127c471c40702cf8a4cf41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fabf8bf29ecb5cf5bc527bc68fdde4d69e61ed6167a50f05955e829672e2542

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageOnHoldOverviewRouteQuery$variables = Record<PropertyKey, never>;
export type MessageOnHoldOverviewRouteQuery$data = {
  readonly contentEntries: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FaqExcerpt_entries">;
  }>;
  readonly service: {
    readonly basePrice: number;
    readonly bundles: ReadonlyArray<{
      readonly price: number;
    }>;
    readonly currency: string;
    readonly description: string;
    readonly includedWords: number;
    readonly name: string;
    readonly summary: string;
    readonly " $fragmentSpreads": FragmentRefs<"ServicePricing_service">;
  } | null | undefined;
  readonly soundtrackTracks: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MusicBeds_tracks">;
  }>;
};
export type MessageOnHoldOverviewRouteQuery = {
  response: MessageOnHoldOverviewRouteQuery$data;
  variables: MessageOnHoldOverviewRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "message-on-hold"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summary",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basePrice",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "includedWords",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "kind",
    "value": "FAQ"
  }
],
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "MessageOnHoldOverviewRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "service",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              (v7/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ServicePricing_service"
          }
        ],
        "storageKey": "service(slug:\"message-on-hold\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundtrackTrack",
        "kind": "LinkedField",
        "name": "soundtrackTracks",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "MusicBeds_tracks"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v8/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "contentEntries",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FaqExcerpt_entries"
          }
        ],
        "storageKey": "contentEntries(kind:\"FAQ\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "MessageOnHoldOverviewRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "service",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              (v7/*:: as any*/),
              (v9/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pricingModel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "perWordPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "turnaroundDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rushFee",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rushTurnaroundDays",
            "storageKey": null
          },
          (v9/*:: as any*/)
        ],
        "storageKey": "service(slug:\"message-on-hold\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundtrackTrack",
        "kind": "LinkedField",
        "name": "soundtrackTracks",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "mood",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bpm",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "licence",
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
        "args": (v8/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "contentEntries",
        "plural": true,
        "selections": [
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v10/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          }
        ],
        "storageKey": "contentEntries(kind:\"FAQ\")"
      }
    ]
  },
  "params": {
    "id": "3fabf8bf29ecb5cf5bc527bc68fdde4d69e61ed6167a50f05955e829672e2542",
    "metadata": {},
    "name": "MessageOnHoldOverviewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8b75737e9aeb97bb799353b491a2c91c";

export default node;
