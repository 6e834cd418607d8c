/**
 * @generated SignedSource<<12a3cbcd8a239a1e883a6b6e70d7ca86>>
 * @relayHash dc3dac3956258fe0fa21f560d40f8bbb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 86b5a4b9752fd67e9eea9d2cccf2649334aa3f1607ab270ee9c315ef4c406395

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
export type VoiceContactRouteQuery$variables = {
  voiceSlug: string;
  withVoice: boolean;
};
export type VoiceContactRouteQuery$data = {
  readonly services: ReadonlyArray<{
    readonly name: string;
    readonly pricingModel: PricingModel;
    readonly slug: string;
  }>;
  readonly settings: {
    readonly " $fragmentSpreads": FragmentRefs<"StudioContactCard_settings">;
  };
  readonly voice?: {
    readonly languages: ReadonlyArray<string>;
    readonly name: string;
  } | null | undefined;
  readonly voiceFacets: {
    readonly languages: ReadonlyArray<string>;
  };
};
export type VoiceContactRouteQuery = {
  response: VoiceContactRouteQuery$data;
  variables: VoiceContactRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "voiceSlug"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "withVoice"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricingModel",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "languages",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "VoiceFacets",
  "kind": "LinkedField",
  "name": "voiceFacets",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
},
v6 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "voiceSlug"
  }
],
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VoiceContactRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "services",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/),
      {
        "condition": "withVoice",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Voice",
            "kind": "LinkedField",
            "name": "voice",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
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
            "name": "StudioContactCard_settings"
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
    "name": "VoiceContactRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "services",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      },
      (v5/*:: as any*/),
      {
        "condition": "withVoice",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v6/*:: as any*/),
            "concreteType": "Voice",
            "kind": "LinkedField",
            "name": "voice",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v4/*:: as any*/),
              (v7/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
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
            "name": "contactEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contactPhone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "address",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "86b5a4b9752fd67e9eea9d2cccf2649334aa3f1607ab270ee9c315ef4c406395",
    "metadata": {},
    "name": "VoiceContactRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b2b7564ef62cc3dd86126bbcb55f02a2";

export default node;
