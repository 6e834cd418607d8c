/**
 * @generated SignedSource<<4943cb21b45146466370f9e81adad976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ManualOrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "IN_PRODUCTION" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderStatusActions_order$data = {
  readonly id: string;
  readonly nextStatuses: ReadonlyArray<ManualOrderStatus>;
  readonly number: number;
  readonly " $fragmentType": "OrderStatusActions_order";
};
export type OrderStatusActions_order$key = {
  readonly " $data"?: OrderStatusActions_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderStatusActions_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderStatusActions_order",
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
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextStatuses",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "fea87319c04eb205161b05e570c51d15";

export default node;
