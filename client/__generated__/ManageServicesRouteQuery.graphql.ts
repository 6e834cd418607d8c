/**
 * @generated SignedSource<<66ee8019bf36f637ca7b4a5bf72fd4e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
export type ManageServicesRouteQuery$variables = Record<PropertyKey, never>;
export type ManageServicesRouteQuery$data = {
  readonly manageBundles: ReadonlyArray<{
    readonly id: string;
    readonly position: number;
    readonly " $fragmentSpreads": FragmentRefs<"BundleAdminRow_bundle" | "BundleEditor_bundle">;
  }>;
  readonly manageServices: ReadonlyArray<{
    readonly currency: string;
    readonly id: string;
    readonly name: string;
    readonly pricingModel: PricingModel;
    readonly " $fragmentSpreads": FragmentRefs<"ServiceAdminRow_service" | "ServiceEditor_service">;
  }>;
  readonly settings: {
    readonly currency: string;
  };
};
export type ManageServicesRouteQuery = {
  response: ManageServicesRouteQuery$data;
  variables: ManageServicesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "currency",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "Settings",
  "kind": "LinkedField",
  "name": "settings",
  "plural": false,
  "selections": [
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricingModel",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageServicesRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "manageServices",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ServiceAdminRow_service"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ServiceEditor_service"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Bundle",
        "kind": "LinkedField",
        "name": "manageBundles",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BundleAdminRow_bundle"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "BundleEditor_bundle"
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
    "name": "ManageServicesRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "manageServices",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v0/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "basePrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "includedWords",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "perWordPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "turnaroundDays",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rushFee",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rushTurnaroundDays",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Bundle",
            "kind": "LinkedField",
            "name": "bundles",
            "plural": true,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "summary",
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Bundle",
        "kind": "LinkedField",
        "name": "manageBundles",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v5/*:: as any*/),
          (v3/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "messagesIncluded",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wordsPerMessage",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "periodMonths",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          (v0/*:: as any*/),
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Service",
            "kind": "LinkedField",
            "name": "service",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          },
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9dd380c1cb3660c3e2bf655f06939ac9",
    "id": null,
    "metadata": {},
    "name": "ManageServicesRouteQuery",
    "operationKind": "query",
    "text": "query ManageServicesRouteQuery {\n  settings {\n    currency\n  }\n  manageServices {\n    id\n    name\n    pricingModel\n    currency\n    ...ServiceAdminRow_service\n    ...ServiceEditor_service\n  }\n  manageBundles {\n    id\n    position\n    ...BundleAdminRow_bundle\n    ...BundleEditor_bundle\n  }\n}\n\nfragment BundleAdminRow_bundle on Bundle {\n  id\n  name\n  slug\n  messagesIncluded\n  wordsPerMessage\n  periodMonths\n  price\n  currency\n  active\n  position\n  service {\n    id\n    name\n  }\n}\n\nfragment BundleEditor_bundle on Bundle {\n  id\n  name\n  slug\n  description\n  messagesIncluded\n  wordsPerMessage\n  periodMonths\n  price\n  currency\n  active\n  position\n  service {\n    id\n  }\n}\n\nfragment ServiceAdminRow_service on Service {\n  id\n  name\n  slug\n  pricingModel\n  basePrice\n  includedWords\n  perWordPrice\n  currency\n  turnaroundDays\n  rushFee\n  rushTurnaroundDays\n  active\n  bundles {\n    id\n  }\n}\n\nfragment ServiceEditor_service on Service {\n  id\n  name\n  slug\n  summary\n  description\n  pricingModel\n  basePrice\n  includedWords\n  perWordPrice\n  currency\n  turnaroundDays\n  rushFee\n  rushTurnaroundDays\n  active\n}\n"
  }
};
})();

(node as any).hash = "87c4cd4f65d0a37feb2484ffa156ddd8";

export default node;
