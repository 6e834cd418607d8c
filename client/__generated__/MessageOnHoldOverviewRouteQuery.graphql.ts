/**
 * @generated SignedSource<<3ed9c5afe477014c614b2af8c52e5d9e>>
 * @relayHash 32b61e6f41b20d94da92a2a17301cf55
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a2252028552bc0997af0f95dfa1efdc7fe07fc24e15474c703ece3383fd74b32

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
    readonly includedWords: number;
    readonly name: string;
    readonly summary: string;
    readonly " $fragmentSpreads": FragmentRefs<"ServiceDescription_service">;
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
  "name": "basePrice",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "includedWords",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v7 = [
  {
    "kind": "Literal",
    "name": "kind",
    "value": "FAQ"
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ServiceDescription_service"
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
        "args": (v7/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              (v6/*:: as any*/),
              (v8/*:: as any*/)
            ],
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
          (v8/*:: as any*/)
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
          (v8/*:: as any*/),
          (v9/*:: as any*/),
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
        "args": (v7/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "contentEntries",
        "plural": true,
        "selections": [
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v9/*:: as any*/),
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
    "id": "a2252028552bc0997af0f95dfa1efdc7fe07fc24e15474c703ece3383fd74b32",
    "metadata": {},
    "name": "MessageOnHoldOverviewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "0e26e641a810a130b93303367c697266";

export default node;
