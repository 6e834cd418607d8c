/**
 * @generated SignedSource<<5187db55169fdd42858cb7043d2d51a1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "STRIPE" | "TEST" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "PARTIALLY_REFUNDED" | "PENDING" | "REFUNDED" | "REQUIRES_ACTION" | "SUCCEEDED" | "%future added value";
export type RefundStatus = "FAILED" | "PENDING" | "REQUESTED" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderPayments_order$data = {
  readonly number: number;
  readonly payments: ReadonlyArray<{
    readonly amount: number;
    readonly createdAt: string;
    readonly currency: string;
    readonly failureMessage: string | null | undefined;
    readonly forExtraRevision: boolean;
    readonly id: string;
    readonly provider: PaymentProvider;
    readonly providerReference: string | null | undefined;
    readonly refundableAmount: number;
    readonly refundedAmount: number;
    readonly refunds: ReadonlyArray<{
      readonly amount: number;
      readonly createdAt: string;
      readonly createdBy: {
        readonly name: string;
      } | null | undefined;
      readonly id: string;
      readonly reason: string | null | undefined;
      readonly status: RefundStatus;
    }>;
    readonly status: PaymentStatus;
    readonly " $fragmentSpreads": FragmentRefs<"RefundModal_payment">;
  }>;
  readonly " $fragmentType": "OrderPayments_order";
};
export type OrderPayments_order$key = {
  readonly " $data"?: OrderPayments_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderPayments_order">;
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
  "name": "status",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
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
  "name": "OrderPayments_order",
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
        (v2/*:: as any*/),
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
            (v2/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "reason",
              "storageKey": null
            },
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "createdBy",
              "plural": false,
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
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "a30ce316ed0b599da5530a4293ac0361";

export default node;
