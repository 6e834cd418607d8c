/**
 * @generated SignedSource<<cc938a0e0d30aae6dc26e06a9b3155ae>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FileFormat = "ALAW_8K_WAV" | "MP3" | "MULAW_8K_WAV" | "PCM16_8K_WAV" | "PCM16_WAV" | "VOX_6K" | "VOX_8K" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RecordingSheet_order$data = {
  readonly customerNote: string | null | undefined;
  readonly dueAt: string | null | undefined;
  readonly estimatedDurationSeconds: number;
  readonly fileFormats: ReadonlyArray<FileFormat>;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly estimatedDurationSeconds: number;
    readonly name: string;
    readonly text: string;
    readonly wordCount: number;
  }>;
  readonly language: string | null | undefined;
  readonly number: number;
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
  readonly " $fragmentType": "RecordingSheet_order";
};
export type RecordingSheet_order$key = {
  readonly " $data"?: RecordingSheet_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecordingSheet_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "wordCount",
  "storageKey": null
},
v2 = {
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
  "name": "RecordingSheet_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
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
      "concreteType": "Voice",
      "kind": "LinkedField",
      "name": "voice",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
      "name": "dueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerNote",
      "storageKey": null
    },
    (v1/*:: as any*/),
    (v2/*:: as any*/),
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
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "6198a9270bb41aad45bb1d95409b411b";

export default node;
