/**
 * @generated SignedSource<<19aa63f9fb395139efe31d0a6923fb1f>>
 * @relayHash b445208b1cfb4283ec197f031d8f4cfc
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 68de944169c25070fc6be36f7be7e19b2c1db879971f1460686804db21d20757

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
export type CancelOrderInput = {
  key?: string | null | undefined;
  orderId: string;
};
export type ChangeGuestOrderCancelMutation$variables = {
  input: CancelOrderInput;
};
export type ChangeGuestOrderCancelMutation$data = {
  readonly cancelOrder: {
    readonly __typename: string;
    readonly message?: string;
    readonly order?: {
      readonly id: string;
      readonly payable: boolean;
      readonly status: OrderStatus;
    };
  };
};
export type ChangeGuestOrderCancelMutation = {
  response: ChangeGuestOrderCancelMutation$data;
  variables: ChangeGuestOrderCancelMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "cancelOrder",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "order",
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
                "name": "payable",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "OrderPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ChangeGuestOrderCancelMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ChangeGuestOrderCancelMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "68de944169c25070fc6be36f7be7e19b2c1db879971f1460686804db21d20757",
    "metadata": {},
    "name": "ChangeGuestOrderCancelMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7fffd0b0d6a55460c328901ef1ca5825";

export default node;
