/**
 * @generated SignedSource<<04872e599fc3ae4d12e4a707a1928b1d>>
 * @relayHash b01e61babdabc52f00d685c515bb4dcd
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 641fb702fa197eb06614837a1eed604a820418ca3071ff5de16f68a9b2af47ba

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountOverviewRouteQuery$variables = Record<PropertyKey, never>;
export type AccountOverviewRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly name: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrdersNeedingYou_viewer" | "RecentDeliveries_viewer">;
  } | null | undefined;
};
export type AccountOverviewRouteQuery = {
  response: AccountOverviewRouteQuery$data;
  variables: AccountOverviewRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
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
  "name": "name",
  "storageKey": null
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 10
},
v3 = [
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
            "name": "total",
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
            "concreteType": "Service",
            "kind": "LinkedField",
            "name": "service",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountOverviewRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrdersNeedingYou_viewer"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecentDeliveries_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountOverviewRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "concreteType": "CustomerOrderConnection",
            "kind": "LinkedField",
            "name": "orders",
            "plural": false,
            "selections": (v3/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "concreteType": "CustomerOrderConnection",
            "kind": "LinkedField",
            "name": "orders",
            "plural": false,
            "selections": (v3/*:: as any*/),
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
              (v2/*:: as any*/)
            ],
            "concreteType": "CustomerOrderConnection",
            "kind": "LinkedField",
            "name": "orders",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "orders(filter:{\"filters\":\"status~REVISION_REQUESTED\",\"orderBy\":\"dueAt~ASC\"},first:10)"
          },
          {
            "alias": "recentDeliveries",
            "args": [
              {
                "kind": "Literal",
                "name": "filter",
                "value": {
                  "filters": "deliveredAt~MORE_THAN~1970-01-01",
                  "orderBy": "deliveredAt~DESC"
                }
              },
              {
                "kind": "Literal",
                "name": "first",
                "value": 5
              }
            ],
            "concreteType": "CustomerOrderConnection",
            "kind": "LinkedField",
            "name": "orders",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": "orders(filter:{\"filters\":\"deliveredAt~MORE_THAN~1970-01-01\",\"orderBy\":\"deliveredAt~DESC\"},first:5)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "641fb702fa197eb06614837a1eed604a820418ca3071ff5de16f68a9b2af47ba",
    "metadata": {},
    "name": "AccountOverviewRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de7424b7ab66d05a9e1bb74c46eb8f8a";

export default node;
