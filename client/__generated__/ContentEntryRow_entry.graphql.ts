/**
 * @generated SignedSource<<994a4749c14f50882c00e95c53ef0f84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentEntryRow_entry$data = {
  readonly id: string;
  readonly position: number;
  readonly published: boolean;
  readonly slug: string;
  readonly subtitle: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "ContentEntryRow_entry";
};
export type ContentEntryRow_entry$key = {
  readonly " $data"?: ContentEntryRow_entry$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContentEntryRow_entry">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContentEntryRow_entry",
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
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "published",
      "storageKey": null
    }
  ],
  "type": "ContentEntry",
  "abstractKey": null
};

(node as any).hash = "f6d90569315abbf6a0fe129788dde5f6";

export default node;
