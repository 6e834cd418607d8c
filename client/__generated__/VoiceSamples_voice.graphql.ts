/**
 * @generated SignedSource<<04c79ddba2f475d1a5b261a42d109b68>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoiceSamples_voice$data = {
  readonly id: string;
  readonly languages: ReadonlyArray<string>;
  readonly name: string;
  readonly samples: ReadonlyArray<{
    readonly id: string;
    readonly language: string;
    readonly mediaType: string;
    readonly position: number;
    readonly style: string | null | undefined;
    readonly title: string;
    readonly url: string;
  }>;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "VoiceSamples_voice";
};
export type VoiceSamples_voice$key = {
  readonly " $data"?: VoiceSamples_voice$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceSamples_voice">;
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
  "name": "VoiceSamples_voice",
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
          "name": "style",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaType",
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
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
};
})();

(node as any).hash = "497d6318d21f43d01d850623a4823246";

export default node;
