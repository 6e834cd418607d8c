/**
 * @generated SignedSource<<736b1d005a60f20d56aceb4e288244a6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderCustomer_order$data = {
  readonly approvalDeadline: string | null | undefined;
  readonly billingCountry: string | null | undefined;
  readonly billingRegion: string;
  readonly clientCompany: {
    readonly emailContact: boolean;
    readonly name: string;
  } | null | undefined;
  readonly company: {
    readonly name: string;
    readonly vatNumber: string | null | undefined;
  } | null | undefined;
  readonly createdAt: string;
  readonly customer: {
    readonly id: string;
  } | null | undefined;
  readonly customerName: string | null | undefined;
  readonly dueAt: string | null | undefined;
  readonly email: string | null | undefined;
  readonly isGuestOrder: boolean;
  readonly paidAt: string | null | undefined;
  readonly placedAt: string | null | undefined;
  readonly status: OrderStatus;
  readonly " $fragmentType": "OrderCustomer_order";
};
export type OrderCustomer_order$key = {
  readonly " $data"?: OrderCustomer_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderCustomer_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderCustomer_order",
  "selections": [
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
      "name": "customerName",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "customer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "company",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "vatNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "emailContact",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingCountry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingRegion",
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
      "kind": "ScalarField",
      "name": "placedAt",
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
})();

(node as any).hash = "dba2d7e96fe5041d730779710655b752";

export default node;
