/**
 * @generated SignedSource<<ccf278f1bbd3e03428101f97f973cfdf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageContentRoute_entry$data = {
  readonly id: string;
  readonly position: number;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"ContentEntryEditor_entry" | "ContentEntryRow_entry">;
  readonly " $fragmentType": "ManageContentRoute_entry";
};
export type ManageContentRoute_entry$key = {
  readonly " $data"?: ManageContentRoute_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageContentRoute_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageContentRoute_entry",
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
      "name": "position",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContentEntryRow_entry"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ContentEntryEditor_entry"
    }
  ],
  "type": "ContentEntry",
  "abstractKey": null
};

(node as any).hash = "dd106b140fc0528a12ad53ba24c758fe";

export default node;
