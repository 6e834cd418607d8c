/**
 * @generated SignedSource<<031db8714597cb8196748b2a8a15962e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
export type DiscountsRouteQuery$variables = {
  filter?: ListQuery | null | undefined;
  first: number;
};
export type DiscountsRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DiscountEditor_query" | "DiscountsTable_query">;
};
export type DiscountsRouteQuery = {
  response: DiscountsRouteQuery$data;
  variables: DiscountsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "filter"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = [
  {
    "kind": "Variable",
    "name": "filter",
    "variableName": "filter"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "DiscountsRouteQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "DiscountsTable_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DiscountEditor_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "DiscountsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "DiscountConnection",
        "kind": "LinkedField",
        "name": "manageDiscounts",
        "plural": false,
        "selections": [
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
            "concreteType": "DiscountEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Discount",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "code",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "description",
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
                    "name": "percentBasisPoints",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  },
                  (v4/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minimumSubtotal",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "startsAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "endsAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "maxRedemptions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "perCustomerLimit",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "redemptionCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "confirmedRedemptionCount",
                    "storageKey": null
                  },
                  (v5/*:: as any*/),
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
                    "concreteType": "Service",
                    "kind": "LinkedField",
                    "name": "services",
                    "plural": true,
                    "selections": [
                      (v3/*:: as any*/),
                      (v6/*:: as any*/)
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Settings",
        "kind": "LinkedField",
        "name": "settings",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "manageServices",
        "plural": true,
        "selections": [
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c0cc65c7db9089406773c6b50b779724",
    "id": null,
    "metadata": {},
    "name": "DiscountsRouteQuery",
    "operationKind": "query",
    "text": "query DiscountsRouteQuery(\n  $first: Int!\n  $filter: ListQuery\n) {\n  ...DiscountsTable_query_1qzYLD\n  ...DiscountEditor_query\n}\n\nfragment DiscountEditor_discount on Discount {\n  id\n  code\n  description\n  kind\n  percentBasisPoints\n  amount\n  currency\n  startsAt\n  endsAt\n  maxRedemptions\n  perCustomerLimit\n  minimumSubtotal\n  redemptionCount\n  active\n  services {\n    id\n  }\n}\n\nfragment DiscountEditor_query on Query {\n  settings {\n    currency\n  }\n  manageServices {\n    id\n    name\n    active\n  }\n}\n\nfragment DiscountRow_discount on Discount {\n  id\n  code\n  description\n  kind\n  percentBasisPoints\n  amount\n  currency\n  minimumSubtotal\n  startsAt\n  endsAt\n  maxRedemptions\n  perCustomerLimit\n  redemptionCount\n  confirmedRedemptionCount\n  active\n  createdAt\n  services {\n    id\n    name\n  }\n}\n\nfragment DiscountsTable_query_1qzYLD on Query {\n  manageDiscounts(first: $first, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        code\n        ...DiscountRow_discount\n        ...DiscountEditor_discount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5c1d659f5753dcfd19b6ae071c58c606";

export default node;
