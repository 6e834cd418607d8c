/**
 * @generated SignedSource<<e9764b14ff471f79928c1ce592134052>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSummary_voices$data = {
  readonly edges: ReadonlyArray<{
    readonly node: {
      readonly id: string;
      readonly name: string;
    };
  }>;
  readonly " $fragmentType": "ReviewSummary_voices";
};
export type ReviewSummary_voices$key = {
  readonly " $data"?: ReviewSummary_voices$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummary_voices">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewSummary_voices",
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

(node as any).hash = "6ba28da6e28aaf7bc385ab1bd5e5e209";

export default node;
