/**
 * @generated SignedSource<<930a52495784c07376f23e2e48f8779b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscountEditor_query$data = {
  readonly manageServices: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
    readonly name: string;
  }>;
  readonly settings: {
    readonly currency: string;
  };
  readonly " $fragmentType": "DiscountEditor_query";
};
export type DiscountEditor_query$key = {
  readonly " $data"?: DiscountEditor_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscountEditor_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscountEditor_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Settings",
      "kind": "LinkedField",
      "name": "settings",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "manageServices",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "ef7249476be93c9697c74f5202c049f9";

export default node;
