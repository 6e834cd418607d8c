/**
 * @generated SignedSource<<43a235d20011d5617bf9e431070a91c3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BundleTable_service$data = {
  readonly bundles: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly messagesIncluded: number;
    readonly name: string;
    readonly periodMonths: number;
    readonly price: number;
    readonly slug: string;
    readonly wordsPerMessage: number;
  }>;
  readonly currency: string;
  readonly " $fragmentType": "BundleTable_service";
};
export type BundleTable_service$key = {
  readonly " $data"?: BundleTable_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"BundleTable_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BundleTable_service",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Bundle",
      "kind": "LinkedField",
      "name": "bundles",
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
          "name": "slug",
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
          "name": "description",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "messagesIncluded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "wordsPerMessage",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "periodMonths",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "015ab98d31253dce541c61fae4f36868";

export default node;
