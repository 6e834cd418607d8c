/**
 * @generated SignedSource<<20b6dde7503f61971d0af1e3a8aed377>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FaqExcerpt_entries$data = ReadonlyArray<{
  readonly body: string;
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentType": "FaqExcerpt_entries";
}>;
export type FaqExcerpt_entries$key = ReadonlyArray<{
  readonly " $data"?: FaqExcerpt_entries$data;
  readonly " $fragmentSpreads": FragmentRefs<"FaqExcerpt_entries">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FaqExcerpt_entries",
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
      "name": "slug",
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
      "name": "body",
      "storageKey": null
    }
  ],
  "type": "ContentEntry",
  "abstractKey": null
};

(node as any).hash = "be28c1107640f1b44f2495921af8ec5b";

export default node;
