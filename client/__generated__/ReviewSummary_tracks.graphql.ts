/**
 * @generated SignedSource<<2659450123752d778b12ca2d8f38e910>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSummary_tracks$data = ReadonlyArray<{
  readonly id: string;
  readonly title: string;
  readonly " $fragmentType": "ReviewSummary_tracks";
}>;
export type ReviewSummary_tracks$key = ReadonlyArray<{
  readonly " $data"?: ReviewSummary_tracks$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummary_tracks">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "ReviewSummary_tracks",
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
    }
  ],
  "type": "SoundtrackTrack",
  "abstractKey": null
};

(node as any).hash = "d371c5f90aac9c4275d36ca17fe32b3b";

export default node;
