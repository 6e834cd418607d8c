/**
 * @generated SignedSource<<6b129024f0ab46eceaacf2f718e6881b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeHero_viewer$data = {
  readonly name: string;
  readonly " $fragmentType": "HomeHero_viewer";
};
export type HomeHero_viewer$key = {
  readonly " $data"?: HomeHero_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeHero_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeHero_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a7db2a7f739f56fe90fb3b90652d6f7f";

export default node;
