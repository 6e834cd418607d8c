/**
 * @generated SignedSource<<4c0145c326cd07363d0ccfd5bdbf3b62>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ApproveDelivery_order$data = {
  readonly approvalDeadline: string | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly " $fragmentType": "ApproveDelivery_order";
};
export type ApproveDelivery_order$key = {
  readonly " $data"?: ApproveDelivery_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ApproveDelivery_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ApproveDelivery_order",
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
      "name": "approvalDeadline",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "b1850b4cd2e1883205958d1b1f3250b1";

export default node;
