/**
 * @generated SignedSource<<4dd9be5ca50aff6d5dd288c2ec6fc0b6>>
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
export type TaxRatesRouteQuery$variables = {
  filter?: ListQuery | null | undefined;
  first: number;
};
export type TaxRatesRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"TaxRatesTable_query">;
};
export type TaxRatesRouteQuery = {
  response: TaxRatesRouteQuery$data;
  variables: TaxRatesRouteQuery$variables;
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
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TaxRatesRouteQuery",
    "selections": [
      {
        "args": (v2/*:: as any*/),
        "kind": "FragmentSpread",
        "name": "TaxRatesTable_query"
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
    "name": "TaxRatesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TaxRateConnection",
        "kind": "LinkedField",
        "name": "manageTaxRates",
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
            "concreteType": "TaxRateEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TaxRate",
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
                    "name": "country",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "region",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rateBasisPoints",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "inclusive",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "active",
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
    "cacheID": "babeb2b6ca8a4e45c682f296fe001ac2",
    "id": null,
    "metadata": {},
    "name": "TaxRatesRouteQuery",
    "operationKind": "query",
    "text": "query TaxRatesRouteQuery(\n  $first: Int!\n  $filter: ListQuery\n) {\n  ...TaxRatesTable_query_1qzYLD\n}\n\nfragment TaxRateEditor_taxRate on TaxRate {\n  id\n  name\n  country\n  region\n  rateBasisPoints\n  inclusive\n  active\n}\n\nfragment TaxRateRow_taxRate on TaxRate {\n  id\n  name\n  country\n  region\n  rateBasisPoints\n  inclusive\n  active\n}\n\nfragment TaxRatesTable_query_1qzYLD on Query {\n  manageTaxRates(first: $first, filter: $filter) {\n    totalCount\n    edges {\n      node {\n        id\n        name\n        ...TaxRateRow_taxRate\n        ...TaxRateEditor_taxRate\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d3c967c51a11346081ec08f98c045a8";

export default node;
