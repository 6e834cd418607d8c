/**
 * @generated SignedSource<<644ce1d9cd858a8c4f75786c1b27cb10>>
 * @relayHash cee26c188f5f566f8f9bb71256c598f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 53bdcfd06af9a045c3a9b0657aa562c6171f67636a491dddfe640ed5169a7e78

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly clients: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HomeTrust_clients">;
  }>;
  readonly featuredVoices: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FeaturedVoicesCarousel_voices">;
  }>;
  readonly intro: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeHero_intro" | "HomeTrust_intro">;
  } | null | undefined;
  readonly services: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"HomeServices_services" | "HomeTrust_services">;
  }>;
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"HomeHero_settings">;
  };
  readonly voiceFacets: {
    readonly languages: ReadonlyArray<string>;
  };
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "home-intro"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "kind",
    "value": "ON_AIR"
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
  "concreteType": "VoiceFacets",
  "kind": "LinkedField",
  "name": "voiceFacets",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtitle",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeHero_settings"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "intro",
        "args": (v0/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "page",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeHero_intro"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeTrust_intro"
          }
        ],
        "storageKey": "page(slug:\"home-intro\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "services",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeServices_services"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeTrust_services"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Voice",
        "kind": "LinkedField",
        "name": "featuredVoices",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FeaturedVoicesCarousel_voices"
          }
        ],
        "storageKey": null
      },
      {
        "alias": "clients",
        "args": (v2/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "contentEntries",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "HomeTrust_clients"
          }
        ],
        "storageKey": "contentEntries(kind:\"ON_AIR\")"
      },
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "studioName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "intro",
        "args": (v0/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "page",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "page(slug:\"home-intro\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "services",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "summary",
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
            "name": "basePrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "includedWords",
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
            "name": "currency",
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
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "price",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Voice",
        "kind": "LinkedField",
        "name": "featuredVoices",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "styles",
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
              (v1/*:: as any*/),
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "clients",
        "args": (v2/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "contentEntries",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/)
        ],
        "storageKey": "contentEntries(kind:\"ON_AIR\")"
      },
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "53bdcfd06af9a045c3a9b0657aa562c6171f67636a491dddfe640ed5169a7e78",
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "77508003f80a94a8c94d8c200cc29e6c";

export default node;
