/**
 * @generated SignedSource<<a34498a9bc9ae4639cb1adc50a9c02f2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoiceGender = "FEMALE" | "MALE" | "NON_BINARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoiceAdminRow_voice$data = {
  readonly active: boolean;
  readonly featured: boolean;
  readonly gender: VoiceGender;
  readonly id: string;
  readonly languages: ReadonlyArray<string>;
  readonly name: string;
  readonly photoUrl: string | null | undefined;
  readonly position: number;
  readonly samples: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly slug: string;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "VoiceAdminRow_voice";
};
export type VoiceAdminRow_voice$key = {
  readonly " $data"?: VoiceAdminRow_voice$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceAdminRow_voice">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoiceAdminRow_voice",
  "selections": [
    (v0/*:: as any*/),
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
};
})();

(node as any).hash = "ac7bec51ceb7cb7faf1e294d826d97f9";

export default node;
