/**
 * @generated SignedSource<<aa82dab59a35fea68b080bd5d65f9463>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageSoundtrackRoute_track$data = {
  readonly id: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"TrackAdminRow_track" | "TrackEditor_track">;
  readonly " $fragmentType": "ManageSoundtrackRoute_track";
};
export type ManageSoundtrackRoute_track$key = {
  readonly " $data"?: ManageSoundtrackRoute_track$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageSoundtrackRoute_track">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageSoundtrackRoute_track",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "TrackAdminRow_track"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TrackEditor_track"
    }
  ],
  "type": "SoundtrackTrack",
  "abstractKey": null
};

(node as any).hash = "8bf3ae2e9a30d573162f71779a1f3ebc";

export default node;
