/**
 * @generated SignedSource<<0d3c73d5c4fb97388633a03d4612e7be>>
 * @relayHash 3eeb3fcbba7c3b496bb032167eb3a7d1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0df3f6c129f6770683623ce0a34e096728ac47b627188f0eb4a9f5dd1e6e2e83

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
export type useOrderUpdatesSubscription$variables = {
  id: string;
  key?: string | null | undefined;
};
export type useOrderUpdatesSubscription$data = {
  readonly orderUpdated: {
    readonly dueAt: string | null | undefined;
    readonly id: string;
    readonly paidAt: string | null | undefined;
    readonly payable: boolean;
    readonly placedAt: string | null | undefined;
    readonly status: OrderStatus;
    readonly statusLabel: string;
    readonly updatedAt: string;
  };
};
export type useOrderUpdatesSubscription = {
  response: useOrderUpdatesSubscription$data;
  variables: useOrderUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      }
    ],
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "orderUpdated",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "statusLabel",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "payable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "placedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "paidAt",
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
        "name": "updatedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderUpdatesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOrderUpdatesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "0df3f6c129f6770683623ce0a34e096728ac47b627188f0eb4a9f5dd1e6e2e83",
    "metadata": {},
    "name": "useOrderUpdatesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "1b07650b5a49caf5418c9d1a59e8989b";

export default node;
