/**
 * @generated SignedSource<<1d883ed4cc4c217ed9bb58fa753a91e5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeHero_settings$data = {
  readonly description: string;
  readonly studioName: string;
  readonly " $fragmentType": "HomeHero_settings";
};
export type HomeHero_settings$key = {
  readonly " $data"?: HomeHero_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeHero_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeHero_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "e0c0b2cef4920c9e908a667f2502d58a";

export default node;
