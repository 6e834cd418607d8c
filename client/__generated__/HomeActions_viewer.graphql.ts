/**
 * @generated SignedSource<<e24878565083dfdd90bf50dcf708a66f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeActions_viewer$data = {
  readonly name: string;
  readonly " $fragmentType": "HomeActions_viewer";
};
export type HomeActions_viewer$key = {
  readonly " $data"?: HomeActions_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeActions_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeActions_viewer",
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

(node as any).hash = "fedc9022ed0c754126cfa482787cb211";

export default node;
