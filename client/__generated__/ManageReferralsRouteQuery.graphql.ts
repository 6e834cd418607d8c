/**
 * @generated SignedSource<<c9072197475aefcf36b6cfde6de53924>>
 * @relayHash 1c36c4663b294f75daabe7f6b5f5dc5e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc39f599653d5f76bf431d4061114783bee92f5f5cd7dc32c42316ecf91c5339

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ListQuery = {
  filterGroups?: string | null | undefined;
  filters?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: string | null | undefined;
  relations?: string | null | undefined;
};
export type ManageReferralsRouteQuery$variables = {
  commissionsFilter?: ListQuery | null | undefined;
  commissionsFirst: number;
  referralsFilter?: ListQuery | null | undefined;
  referralsFirst: number;
};
export type ManageReferralsRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CommissionsTable_query" | "ManageReferralsTable_query">;
};
export type ManageReferralsRouteQuery = {
  response: ManageReferralsRouteQuery$data;
  variables: ManageReferralsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "commissionsFilter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "commissionsFirst"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "referralsFilter"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "referralsFirst"
},
v4 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "referralsFilter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "referralsFirst"
  }
],
v5 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "commissionsFilter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "commissionsFirst"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "totalCount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = [
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageReferralsRouteQuery",
    "selections": [
      {
        "args": (v4/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "ManageReferralsTable_query"
      },
      {
        "args": (v5/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "CommissionsTable_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ManageReferralsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "ReferralConnection",
        "kind": "LinkedField",
        "name": "manageReferrals",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ReferralEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Referral",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
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
                    "name": "ineligibleReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "referrer",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "referredUser",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "CommissionConnection",
        "kind": "LinkedField",
        "name": "manageCommissions",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "CommissionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Commission",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v7/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "source",
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
                    "name": "availableAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endReason",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "User",
                    "kind": "LinkedField",
                    "name": "partner",
                    "plural": false,
                    "selections": (v8/*:: as any*/),
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
                      (v7/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "number",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "bc39f599653d5f76bf431d4061114783bee92f5f5cd7dc32c42316ecf91c5339",
    "metadata": {},
    "name": "ManageReferralsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "c6a1e06e286942a2c935021cb385c3fa";

export default node;
