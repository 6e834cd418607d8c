/**
 * @generated SignedSource<<000a3b8908aa35c699faeb7c472da08f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeTrust_clients$data = ReadonlyArray<{
  readonly id: string;
  readonly subtitle: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "HomeTrust_clients";
}>;
export type HomeTrust_clients$key = ReadonlyArray<{
  readonly " $data"?: HomeTrust_clients$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTrust_clients">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HomeTrust_clients",
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
      "name": "subtitle",
      "storageKey": null
    }
  ],
  "type": "ContentEntry",
  "abstractKey": null
};

(node as any).hash = "f210d18d23a43464ee5239ae3ac3ecfa";

export default node;
