/**
 * @generated SignedSource<<9c952130f1a2d161ecc4fd16f9846b56>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type VoiceGender = "FEMALE" | "MALE" | "NON_BINARY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type VoiceOption_voice$data = {
  readonly gender: VoiceGender;
  readonly id: string;
  readonly languages: ReadonlyArray<string>;
  readonly name: string;
  readonly photoUrl: string | null | undefined;
  readonly samples: ReadonlyArray<{
    readonly id: string;
    readonly language: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "VoiceOption_voice";
};
export type VoiceOption_voice$key = {
  readonly " $data"?: VoiceOption_voice$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceOption_voice">;
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
  "name": "VoiceOption_voice",
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
      "name": "gender",
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
        (v0/*:: as any*/),
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
})();

(node as any).hash = "5e5205f975b98bbbfe41fe643d9ded09";

export default node;
