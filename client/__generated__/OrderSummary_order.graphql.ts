/**
 * @generated SignedSource<<102bd3ee613cc98178f72fb06a0f8d98>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FileFormat = "ALAW_8K_WAV" | "MP3" | "MULAW_8K_WAV" | "PCM16_8K_WAV" | "PCM16_WAV" | "VOX_6K" | "VOX_8K" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderSummary_order$data = {
  readonly bundle: {
    readonly name: string;
  } | null | undefined;
  readonly customerNote: string | null | undefined;
  readonly estimatedDurationSeconds: number;
  readonly fileFormats: ReadonlyArray<FileFormat>;
  readonly items: ReadonlyArray<{
    readonly estimatedDurationSeconds: number;
    readonly name: string;
    readonly text: string;
    readonly wordCount: number;
  }>;
  readonly language: string | null | undefined;
  readonly pricedByStudio: boolean;
  readonly rush: boolean;
  readonly service: {
    readonly name: string;
    readonly slug: string;
  };
  readonly track: {
    readonly title: string;
  } | null | undefined;
  readonly voice: {
    readonly name: string;
  } | null | undefined;
  readonly wordCount: number;
  readonly " $fragmentType": "OrderSummary_order";
};
export type OrderSummary_order$key = {
  readonly " $data"?: OrderSummary_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderSummary_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wordCount",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "estimatedDurationSeconds",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderSummary_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "service",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Bundle",
      "kind": "LinkedField",
      "name": "bundle",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Voice",
      "kind": "LinkedField",
      "name": "voice",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SoundtrackTrack",
      "kind": "LinkedField",
      "name": "track",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
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
      "name": "fileFormats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rush",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricedByStudio",
      "storageKey": null
    },
    (v2/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "QuotedItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        },
        (v2/*:: as any*/),
        (v3/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "81e15b54678006e6e00ef0da291f2ed0";

export default node;
