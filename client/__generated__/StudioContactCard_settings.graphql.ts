/**
 * @generated SignedSource<<756f2f6d8a7ccb9b175c978cf12267f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type StudioContactCard_settings$data = {
  readonly address: string;
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly studioName: string;
  readonly " $fragmentType": "StudioContactCard_settings";
};
export type StudioContactCard_settings$key = {
  readonly " $data"?: StudioContactCard_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"StudioContactCard_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StudioContactCard_settings",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "8fd691ee0e5fade48c8db1793888ac18";

export default node;
