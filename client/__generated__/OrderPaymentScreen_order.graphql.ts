/**
 * @generated SignedSource<<e6bff616951aff48f5c52feb427ce735>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderPaymentScreen_order$data = {
  readonly email: string | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly payable: boolean;
  readonly service: {
    readonly name: string;
    readonly slug: string;
  };
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"BillingCountryField_order" | "ChangeGuestOrder_order" | "DiscountCodeField_order" | "OrderClientField_order" | "OrderStatusView_order" | "OrderSummary_order" | "PaymentPanel_order" | "PriceBreakdown_order">;
  readonly " $fragmentType": "OrderPaymentScreen_order";
};
export type OrderPaymentScreen_order$key = {
  readonly " $data"?: OrderPaymentScreen_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderPaymentScreen_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderPaymentScreen_order",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiresAt",
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
        },
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderSummary_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PriceBreakdown_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BillingCountryField_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DiscountCodeField_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentPanel_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderStatusView_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ChangeGuestOrder_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderClientField_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "4a1b77d3465bca828c4225e7f6a2d1b3";

export default node;
