/**
 * @generated SignedSource<<5dd446a1724bab37a23eed8a7da85781>>
 * @relayHash c7defe5f48ab42a10240ab645009a276
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d1ebacef8c8426c24cb31b6a4366469115257d7b038d417b8ebd2b7a47790175

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerApplicationStatus = "APPROVED" | "REJECTED" | "SUBMITTED" | "%future added value";
export type AccountResellerRouteQuery$variables = Record<PropertyKey, never>;
export type AccountResellerRouteQuery$data = {
  readonly myReseller: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ResellerTerms_reseller">;
  } | null | undefined;
  readonly myResellerApplication: {
    readonly id: string;
    readonly status: ResellerApplicationStatus;
    readonly " $fragmentSpreads": FragmentRefs<"ResellerApplicationState_application">;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type AccountResellerRouteQuery = {
  response: AccountResellerRouteQuery$data;
  variables: AccountResellerRouteQuery$variables;
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
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
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
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountResellerRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Reseller",
        "kind": "LinkedField",
        "name": "myReseller",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResellerTerms_reseller"
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ResellerApplication",
        "kind": "LinkedField",
        "name": "myResellerApplication",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResellerApplicationState_application"
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
    "name": "AccountResellerRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Reseller",
        "kind": "LinkedField",
        "name": "myReseller",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "wholesaleDiscountBasisPoints",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "commissionRateBasisPoints",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "payoutDetails",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suspended",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "suspensionReason",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ResellerApplication",
        "kind": "LinkedField",
        "name": "myResellerApplication",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rejectionReason",
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
  },
  "params": {
    "id": "d1ebacef8c8426c24cb31b6a4366469115257d7b038d417b8ebd2b7a47790175",
    "metadata": {},
    "name": "AccountResellerRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "50d872c1c499a1ec46a3e142f23f766b";

export default node;
