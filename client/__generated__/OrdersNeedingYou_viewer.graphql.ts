/**
 * @generated SignedSource<<7b89a12a029260d3a2ebbed5601db2ed>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersNeedingYou_viewer$data = {
  readonly inRevision: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderList_orders">;
  };
  readonly toApprove: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderList_orders">;
  };
  readonly toPay: {
    readonly totalCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderList_orders">;
  };
  readonly " $fragmentType": "OrdersNeedingYou_viewer";
};
export type OrdersNeedingYou_viewer$key = {
  readonly " $data"?: OrdersNeedingYou_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrdersNeedingYou_viewer">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "totalCount",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "OverviewOrderList_orders"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrdersNeedingYou_viewer",
  "selections": [
    {
      "alias": "toPay",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "filters": "status~PENDING_PAYMENT",
            "orderBy": "createdAt~DESC"
          }
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "CustomerOrderConnection",
      "kind": "LinkedField",
      "name": "orders",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "orders(filter:{\"filters\":\"status~PENDING_PAYMENT\",\"orderBy\":\"createdAt~DESC\"},first:10)"
    },
    {
      "alias": "toApprove",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "filters": "status~DELIVERED",
            "orderBy": "deliveredAt~ASC"
          }
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "CustomerOrderConnection",
      "kind": "LinkedField",
      "name": "orders",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "orders(filter:{\"filters\":\"status~DELIVERED\",\"orderBy\":\"deliveredAt~ASC\"},first:10)"
    },
    {
      "alias": "inRevision",
      "args": [
        {
          "kind": "Literal",
          "name": "filter",
          "value": {
            "filters": "status~REVISION_REQUESTED",
            "orderBy": "dueAt~ASC"
          }
        },
        (v0/*:: as any*/)
      ],
      "concreteType": "CustomerOrderConnection",
      "kind": "LinkedField",
      "name": "orders",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": "orders(filter:{\"filters\":\"status~REVISION_REQUESTED\",\"orderBy\":\"dueAt~ASC\"},first:10)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "bf5444abc2d7aebb6c6bb954a50b8b6b";

export default node;
