/**
 * @generated SignedSource<<0e45f9fb22929f8285440fcc22bdfb65>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoicePicker_voices$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly languages: ReadonlyArray<string>;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"VoiceOption_voice">;
    };
  }>;
  readonly " $fragmentType": "VoicePicker_voices";
};
export type VoicePicker_voices$key = {
  readonly " $data"?: VoicePicker_voices$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoicePicker_voices">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoicePicker_voices",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "VoiceEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Voice",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
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
              "name": "languages",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "VoiceOption_voice"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VoiceConnection",
  "abstractKey": null
};

(node as any).hash = "9c39b4c5379042cb26e0e68e0a8ce3b6";

export default node;
