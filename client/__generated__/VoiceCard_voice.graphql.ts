/**
 * @generated SignedSource<<2dffaf63fc2716132aa053705e8cd328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoiceGender = "FEMALE" | "MALE" | "NON_BINARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoiceCard_voice$data = {
  readonly bio: string;
  readonly gender: VoiceGender;
  readonly languages: ReadonlyArray<string>;
  readonly name: string;
  readonly photoUrl: string | null | undefined;
  readonly samples: ReadonlyArray<{
    readonly id: string;
    readonly language: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly slug: string;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "VoiceCard_voice";
};
export type VoiceCard_voice$key = {
  readonly " $data"?: VoiceCard_voice$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceCard_voice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoiceCard_voice",
  "selections": [
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "languages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "gender",
      "storageKey": null
    },
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
    }
  ],
  "type": "Voice",
  "abstractKey": null
};

(node as any).hash = "80911236f060dbd715ef124d05a21374";

export default node;
