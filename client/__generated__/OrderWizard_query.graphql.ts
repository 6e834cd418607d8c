/**
 * @generated SignedSource<<d5dc0a0e5ddca8df889d46923f43deb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderWizard_query$data = {
  readonly service: {
    readonly bundles: ReadonlyArray<{
      readonly messagesIncluded: number;
      readonly name: string;
      readonly slug: string;
      readonly wordsPerMessage: number;
    }>;
    readonly includedWords: number;
    readonly name: string;
    readonly perWordPrice: number;
    readonly pricingModel: PricingModel;
    readonly " $fragmentSpreads": FragmentRefs<"DeliveryOptions_service" | "PlanPicker_service" | "ReviewSummary_service">;
  } | null | undefined;
  readonly settings: {
    readonly scriptAssistantAvailable: boolean;
    readonly wordsPerMinute: number;
  };
  readonly soundtrackTracks?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"MusicBedPicker_tracks" | "ReviewSummary_tracks">;
  }>;
  readonly viewer: {
    readonly company: {
      readonly name: string;
    } | null | undefined;
    readonly name: string;
  } | null | undefined;
  readonly " $fragmentType": "OrderWizard_query";
};
export type OrderWizard_query$key = {
  readonly " $data"?: OrderWizard_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderWizard_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "service"
    },
    {
      "kind": "RootArgument",
      "name": "withTracks"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderWizard_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "slug",
          "variableName": "service"
        }
      ],
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "service",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "concreteType": "Bundle",
          "kind": "LinkedField",
          "name": "bundles",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "messagesIncluded",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "wordsPerMessage",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlanPicker_service"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "DeliveryOptions_service"
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReviewSummary_service"
        }
      ],
      "storageKey": null
    },
    {
      "condition": "withTracks",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
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
              "name": "MusicBedPicker_tracks"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ReviewSummary_tracks"
            }
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
          "name": "wordsPerMinute",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "scriptAssistantAvailable",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Company",
          "kind": "LinkedField",
          "name": "company",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "17604e525ccf032c980700f2a6f8f336";

export default node;
