/**
 * @generated SignedSource<<3bc9c4f8fcc7c4f62544d1fb42ba4833>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentStatus = "CANCELLED" | "FAILED" | "PARTIALLY_REFUNDED" | "PENDING" | "REFUNDED" | "REQUIRES_ACTION" | "SUCCEEDED" | "%future added value";
export type RefundStatus = "FAILED" | "PENDING" | "REQUESTED" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentsAndRefunds_order$data = {
  readonly number: number;
  readonly payments: ReadonlyArray<{
    readonly amount: number;
    readonly createdAt: string;
    readonly currency: string;
    readonly forExtraRevision: boolean;
    readonly id: string;
    readonly refunds: ReadonlyArray<{
      readonly amount: number;
      readonly createdAt: string;
      readonly id: string;
      readonly status: RefundStatus;
    }>;
    readonly status: PaymentStatus;
  }>;
  readonly " $fragmentType": "PaymentsAndRefunds_order";
};
export type PaymentsAndRefunds_order$key = {
  readonly " $data"?: PaymentsAndRefunds_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentsAndRefunds_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentsAndRefunds_order",
  "selections": [
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
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "currency",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "forExtraRevision",
          "storageKey": null
        },
        (v3/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Refund",
          "kind": "LinkedField",
          "name": "refunds",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/)
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
})();

(node as any).hash = "4c0450719974206029137d0fc89e09f9";

export default node;
