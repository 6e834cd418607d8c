/**
 * @generated SignedSource<<634e1f3c794a075776b36335d2f95c69>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "STRIPE" | "TEST" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "PARTIALLY_REFUNDED" | "PENDING" | "REFUNDED" | "REQUIRES_ACTION" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentRow_payment$data = {
  readonly amount: number;
  readonly createdAt: string;
  readonly currency: string;
  readonly failureMessage: string | null | undefined;
  readonly id: string;
  readonly order: {
    readonly email: string | null | undefined;
    readonly flagReason: string | null | undefined;
    readonly id: string;
    readonly isGuestOrder: boolean;
    readonly number: number;
  };
  readonly provider: PaymentProvider;
  readonly providerReference: string | null | undefined;
  readonly refundableAmount: number;
  readonly refundedAmount: number;
  readonly status: PaymentStatus;
  readonly " $fragmentSpreads": FragmentRefs<"RefundModal_payment">;
  readonly " $fragmentType": "PaymentRow_payment";
};
export type PaymentRow_payment$key = {
  readonly " $data"?: PaymentRow_payment$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentRow_payment">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentRow_payment",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "provider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "providerReference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
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
      "name": "refundedAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "refundableAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failureMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isGuestOrder",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "flagReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RefundModal_payment"
    }
  ],
  "type": "Payment",
  "abstractKey": null
};
})();

(node as any).hash = "bb0388f1665e49c7c4784c188c75c659";

export default node;
