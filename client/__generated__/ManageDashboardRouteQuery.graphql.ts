/**
 * @generated SignedSource<<77e88cb5b1766dacd92c9c44c95632bb>>
 * @relayHash 4fc71fd9d8b1126f1e5b8e34271a89f0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d85450416fa865567c38f72264745ac406dffbbee6fd37253916a290e14a6f3a

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
export type ManageDashboardRouteQuery$variables = {
  admin: boolean;
  bookkeeping: boolean;
  period: DashboardPeriod;
  production: boolean;
  timeZone: string;
};
export type ManageDashboardRouteQuery$data = {
  readonly dashboard: {
    readonly inbox?: {
      readonly " $fragmentSpreads": FragmentRefs<"NewestMessages_dashboard">;
    } | null | undefined;
    readonly revenue?: {
      readonly " $fragmentSpreads": FragmentRefs<"RevenueChart_dashboard">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"DashboardAttention_dashboard" | "OrdersByStatus_dashboard">;
  };
};
export type ManageDashboardRouteQuery = {
  response: ManageDashboardRouteQuery$data;
  variables: ManageDashboardRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bookkeeping"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "period"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "production"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "timeZone"
},
v5 = [
  {
    "kind": "Variable",
    "name": "period",
    "variableName": "period"
  },
  {
    "kind": "Variable",
    "name": "timeZone",
    "variableName": "timeZone"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageDashboardRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
          {
            "args": [
              {
                "kind": "Variable",
                "name": "admin",
                "variableName": "admin"
              },
              {
                "kind": "Variable",
                "name": "bookkeeping",
                "variableName": "bookkeeping"
              },
              {
                "kind": "Variable",
                "name": "production",
                "variableName": "production"
              }
            ],
            "kind": "FragmentSpread",
            "name": "DashboardAttention_dashboard"
          },
          {
            "condition": "bookkeeping",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "RevenueChart_dashboard"
                    }
                  ],
                  "type": "Dashboard",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "revenue"
              }
            ]
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OrdersByStatus_dashboard"
          },
          {
            "condition": "production",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "NewestMessages_dashboard"
                    }
                  ],
                  "type": "Dashboard",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "inbox"
              }
            ]
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
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ManageDashboardRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Dashboard",
        "kind": "LinkedField",
        "name": "dashboard",
        "plural": false,
        "selections": [
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
            "name": "dueToday",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "overdue",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "revisionRequested",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "DashboardStatusCount",
            "kind": "LinkedField",
            "name": "ordersByStatus",
            "plural": true,
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
                "name": "count",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "condition": "admin",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pendingResellerApplications",
                "storageKey": null
              }
            ]
          },
          {
            "condition": "bookkeeping",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedPayouts",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "requestedPayoutAmount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "period",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "DashboardBucket",
                "kind": "LinkedField",
                "name": "series",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "from",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "to",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "gross",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "refunded",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "revenue",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "paidOrders",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          },
          {
            "condition": "production",
            "kind": "Condition",
            "passingValue": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "unhandledMessages",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ContactMessage",
                "kind": "LinkedField",
                "name": "newestMessages",
                "plural": true,
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
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "message",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "handledAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "d85450416fa865567c38f72264745ac406dffbbee6fd37253916a290e14a6f3a",
    "metadata": {},
    "name": "ManageDashboardRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "137c66701aa303cc521f402338245e52";

export default node;
