/**
 * @generated SignedSource<<ac971d614918168c742340f6ffcc35d3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MusicBedPicker_tracks$data = ReadonlyArray<{
  readonly bpm: number | null | undefined;
  readonly durationSeconds: number;
  readonly id: string;
  readonly mood: string;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "MusicBedPicker_tracks";
}>;
export type MusicBedPicker_tracks$key = ReadonlyArray<{
  readonly " $data"?: MusicBedPicker_tracks$data;
  readonly " $fragmentSpreads": FragmentRefs<"MusicBedPicker_tracks">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MusicBedPicker_tracks",
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
      "name": "mood",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bpm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationSeconds",
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
  "type": "SoundtrackTrack",
  "abstractKey": null
};

(node as any).hash = "df225846407cf230da1c24b3b3c2c005";

export default node;
