/**
 * @generated SignedSource<<29e05b7120743a707599b4d6ed385328>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExtraRevisionPurchase_order$data = {
  readonly email: string | null | undefined;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly revisionAllowance: {
    readonly extraPrice: {
      readonly currency: string;
      readonly taxTotal: number;
      readonly total: number;
    } | null | undefined;
  };
  readonly " $fragmentType": "ExtraRevisionPurchase_order";
};
export type ExtraRevisionPurchase_order$key = {
  readonly " $data"?: ExtraRevisionPurchase_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExtraRevisionPurchase_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExtraRevisionPurchase_order",
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
      "name": "email",
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
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "taxTotal",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "currency",
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

(node as any).hash = "4668d672da47988bc3f43485003dff40";

export default node;
