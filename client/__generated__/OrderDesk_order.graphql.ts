/**
 * @generated SignedSource<<d94e62ba895a0b84f5faab4edbd1a60f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDesk_order$data = {
  readonly " $fragmentSpreads": FragmentRefs<"OrderDesk_progress" | "OrderLinesTable_order" | "OrderNotes_order" | "OrderScript_order">;
  readonly " $fragmentType": "OrderDesk_order";
};
export type OrderDesk_order$key = {
  readonly " $data"?: OrderDesk_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDesk_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderDesk_order",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderDesk_progress"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderScript_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderLinesTable_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderNotes_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "07aacb8cf7e2f4d4936df3082875e5eb";

export default node;
