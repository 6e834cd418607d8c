/**
 * @generated SignedSource<<e39b1a720e94f48dd41fee651b2a5d37>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MusicBeds_tracks$data = ReadonlyArray<{
  readonly bpm: number | null | undefined;
  readonly durationSeconds: number;
  readonly id: string;
  readonly licence: string;
  readonly mood: string;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "MusicBeds_tracks";
}>;
export type MusicBeds_tracks$key = ReadonlyArray<{
  readonly " $data"?: MusicBeds_tracks$data;
  readonly " $fragmentSpreads": FragmentRefs<"MusicBeds_tracks">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "MusicBeds_tracks",
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
      "name": "licence",
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

(node as any).hash = "2d4b40236a6e6be1604caf5a74c63756";

export default node;
