/**
 * @generated SignedSource<<f73b8a848d4a91abeca35d25269ca26b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrdersNeedingYou_viewer$data = {
  readonly inRevision: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderRow_order">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly toApprove: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderRow_order">;
      };
    }>;
    readonly totalCount: number;
  };
  readonly toPay: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly " $fragmentSpreads": FragmentRefs<"OverviewOrderRow_order">;
      };
    }>;
    readonly totalCount: number;
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
    "alias": null,
    "args": null,
    "concreteType": "CustomerOrderEdge",
    "kind": "LinkedField",
    "name": "edges",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OverviewOrderRow_order"
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
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

(node as any).hash = "6a1888dbd29441ba25e9d925278ee762";

export default node;
