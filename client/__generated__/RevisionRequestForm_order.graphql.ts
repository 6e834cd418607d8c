/**
 * @generated SignedSource<<5a0f5a2cc2423a4837b020303fa55026>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevisionRequestForm_order$data = {
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly revisionAllowance: {
    readonly deadline: string | null | undefined;
    readonly extraPrice: {
      readonly total: number;
    } | null | undefined;
    readonly left: number;
    readonly refusal: string | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"ExtraRevisionPurchase_order">;
  readonly " $fragmentType": "RevisionRequestForm_order";
};
export type RevisionRequestForm_order$key = {
  readonly " $data"?: RevisionRequestForm_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevisionRequestForm_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevisionRequestForm_order",
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
      "concreteType": "QuotedItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RevisionAllowance",
      "kind": "LinkedField",
      "name": "revisionAllowance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "left",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deadline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refusal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ExtraRevisionPrice",
          "kind": "LinkedField",
          "name": "extraPrice",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "total",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ExtraRevisionPurchase_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "14877e92f0e8be60f142773016bd72f4";

export default node;
