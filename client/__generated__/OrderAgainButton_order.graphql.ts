/**
 * @generated SignedSource<<570546f6c13cbf1dd130d94b57440232>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderAgainButton_order$data = {
  readonly id: string;
  readonly service: {
    readonly slug: string;
  };
  readonly " $fragmentType": "OrderAgainButton_order";
};
export type OrderAgainButton_order$key = {
  readonly " $data"?: OrderAgainButton_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderAgainButton_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderAgainButton_order",
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
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "service",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "ca3a049c39eb0b56f7fa692a5eb25bdc";

export default node;
