/**
 * @generated SignedSource<<ef399d75a4bd827b15fe049be6c22ff7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderKeyFacts_order$data = {
  readonly currency: string;
  readonly dueAt: string | null | undefined;
  readonly paidAt: string | null | undefined;
  readonly total: number;
  readonly " $fragmentType": "OrderKeyFacts_order";
};
export type OrderKeyFacts_order$key = {
  readonly " $data"?: OrderKeyFacts_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderKeyFacts_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderKeyFacts_order",
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
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paidAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueAt",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "90c10815a1af633957d2477a4e48d8e2";

export default node;
