/**
 * @generated SignedSource<<1cb5de0ba401c603b336e39dad865461>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoiceExamples_voices$data = ReadonlyArray<{
  readonly id: string;
  readonly languages: ReadonlyArray<string>;
  readonly name: string;
  readonly samples: ReadonlyArray<{
    readonly id: string;
    readonly language: string;
    readonly style: string | null | undefined;
    readonly title: string;
    readonly url: string;
  }>;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "VoiceExamples_voices";
}>;
export type VoiceExamples_voices$key = ReadonlyArray<{
  readonly " $data"?: VoiceExamples_voices$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceExamples_voices">;
}>;

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
  "metadata": {
    "plural": true
  },
  "name": "VoiceExamples_voices",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
};
})();

(node as any).hash = "05858b1bba766780bd0c9672fc3377ef";

export default node;
