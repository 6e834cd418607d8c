/**
 * @generated SignedSource<<ad8f5348fda75d116ecaffa959b7fbf1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrackAdminRow_track$data = {
  readonly active: boolean;
  readonly bpm: number | null | undefined;
  readonly durationSeconds: number;
  readonly id: string;
  readonly licence: string;
  readonly mood: string;
  readonly position: number;
  readonly slug: string;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "TrackAdminRow_track";
};
export type TrackAdminRow_track$key = {
  readonly " $data"?: TrackAdminRow_track$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackAdminRow_track">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackAdminRow_track",
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
      "name": "slug",
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
    }
  ],
  "type": "SoundtrackTrack",
  "abstractKey": null
};

(node as any).hash = "46d44447b7a376730321b37fb8158861";

export default node;
