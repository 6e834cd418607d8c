/**
 * @generated SignedSource<<fbca22a5288486559672d65191c00401>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PageWithSidebarLayout_query$data = {
  readonly services: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly " $fragmentType": "PageWithSidebarLayout_query";
};
export type PageWithSidebarLayout_query$key = {
  readonly " $data"?: PageWithSidebarLayout_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PageWithSidebarLayout_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PageWithSidebarLayout_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "services",
      "plural": true,
      "selections": [
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
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7dc74cb33eec2af1e20ed949eec75037";

export default node;
