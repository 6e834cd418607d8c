/**
 * @generated SignedSource<<cad76ab6f9f0c00e23ecfb5734ca0531>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeActions_settings$data = {
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly studioName: string;
  readonly " $fragmentType": "HomeActions_settings";
};
export type HomeActions_settings$key = {
  readonly " $data"?: HomeActions_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeActions_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeActions_settings",
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
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPhone",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "0d8882bfd26c46bb060f501b1a088f1b";

export default node;
