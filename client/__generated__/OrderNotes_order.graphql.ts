/**
 * @generated SignedSource<<daabf443ff674fa526d8fbb31024c70b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderNotes_order$data = {
  readonly id: string;
  readonly notes: ReadonlyArray<{
    readonly author: {
      readonly name: string;
    } | null | undefined;
    readonly body: string;
    readonly createdAt: string;
  }>;
  readonly " $fragmentType": "OrderNotes_order";
};
export type OrderNotes_order$key = {
  readonly " $data"?: OrderNotes_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderNotes_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderNotes_order",
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
      "concreteType": "OrderNote",
      "kind": "LinkedField",
      "name": "notes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "body",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": [
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
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "701f5a63c38f53b885220369b91fdc06";

export default node;
