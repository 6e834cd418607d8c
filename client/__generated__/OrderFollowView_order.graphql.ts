/**
 * @generated SignedSource<<6031cbf5a9221dff57fd44289cccc4d6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderFollowView_order$data = {
  readonly approvalDeadline: string | null | undefined;
  readonly deliveredFiles: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly dueAt: string | null | undefined;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly number: number;
  readonly revisionAllowance: {
    readonly refusal: string | null | undefined;
  };
  readonly service: {
    readonly slug: string;
  };
  readonly status: OrderStatus;
  readonly " $fragmentSpreads": FragmentRefs<"ApproveDelivery_order" | "DeliveredFiles_order" | "InvoiceLinks_order" | "OrderAgainButton_order" | "OrderKeyFacts_order" | "OrderLinesTable_order" | "OrderMessages_order" | "OrderSummary_order" | "OrderTimeline_order" | "PaymentsAndRefunds_order" | "RequestedChanges_order" | "RevisionRequestForm_order">;
  readonly " $fragmentType": "OrderFollowView_order";
};
export type OrderFollowView_order$key = {
  readonly " $data"?: OrderFollowView_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderFollowView_order">;
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
  "name": "OrderFollowView_order",
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
      "name": "status",
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
      "name": "dueAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalDeadline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RevisionAllowance",
      "kind": "LinkedField",
      "name": "revisionAllowance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refusal",
          "storageKey": null
        }
      ],
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
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "includePreviews",
          "value": true
        }
      ],
      "concreteType": "Deliverable",
      "kind": "LinkedField",
      "name": "deliveredFiles",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": "deliveredFiles(includePreviews:true)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderTimeline_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderMessages_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderKeyFacts_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderLinesTable_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderSummary_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DeliveredFiles_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RevisionRequestForm_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RequestedChanges_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ApproveDelivery_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PaymentsAndRefunds_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "InvoiceLinks_order"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "OrderAgainButton_order"
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "fe81eef646a9aa7601b946ff92153f51";

export default node;
