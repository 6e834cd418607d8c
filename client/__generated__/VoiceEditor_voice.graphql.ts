/**
 * @generated SignedSource<<d36906449f90fc03d82fccd9da3f21fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoiceGender = "FEMALE" | "MALE" | "NON_BINARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoiceEditor_voice$data = {
  readonly active: boolean;
  readonly bio: string;
  readonly featured: boolean;
  readonly gender: VoiceGender;
  readonly id: string;
  readonly languages: ReadonlyArray<string>;
  readonly name: string;
  readonly position: number;
  readonly slug: string;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "VoiceEditor_voice";
};
export type VoiceEditor_voice$key = {
  readonly " $data"?: VoiceEditor_voice$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceEditor_voice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoiceEditor_voice",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "featured",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
};

(node as any).hash = "010e1f8c311807db1b272e051edc320f";

export default node;
