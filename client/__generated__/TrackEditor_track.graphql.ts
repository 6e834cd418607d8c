/**
 * @generated SignedSource<<ea46ff89dfdccc333477372cfc1fc0d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrackEditor_track$data = {
  readonly active: boolean;
  readonly bpm: number | null | undefined;
  readonly id: string;
  readonly licence: string;
  readonly mood: string;
  readonly position: number;
  readonly slug: string;
  readonly title: string;
  readonly url: string;
  readonly " $fragmentType": "TrackEditor_track";
};
export type TrackEditor_track$key = {
  readonly " $data"?: TrackEditor_track$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrackEditor_track">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrackEditor_track",
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
      "name": "licence",
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

(node as any).hash = "b3a1622cf839f6ee0a9fe09ab018efb1";

export default node;
