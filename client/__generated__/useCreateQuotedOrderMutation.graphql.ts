/**
 * @generated SignedSource<<092a663bb205f11171b5f6aff4d879e8>>
 * @relayHash 86ec9fa63c24c578d20903cc3d5c057a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 09e09b65ff384bf64df5f1a8ac1d1c59214b3539152179f09e4367a4586adec2

import { ConcreteRequest } from 'relay-runtime';
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
export type CreateQuotedOrderInput = {
  contactMessageId?: string | null | undefined;
  email: string;
  language?: string | null | undefined;
  lines: ReadonlyArray<QuoteLineInput>;
  name: string;
  rush?: boolean | null | undefined;
  scope?: string | null | undefined;
  serviceId: string;
};
export type QuoteLineInput = {
  description: string;
  quantity: number;
  unitAmount: number;
};
export type useCreateQuotedOrderMutation$variables = {
  input: CreateQuotedOrderInput;
};
export type useCreateQuotedOrderMutation$data = {
  readonly createQuotedOrder: {
    readonly __typename: "OrderPayload";
    readonly order: {
      readonly currency: string;
      readonly id: string;
      readonly number: number;
      readonly status: OrderStatus;
      readonly taxTotal: number;
      readonly total: number;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCreateQuotedOrderMutation = {
  response: useCreateQuotedOrderMutation$data;
  variables: useCreateQuotedOrderMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "createQuotedOrder",
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
                "name": "number",
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
                "name": "taxTotal",
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
                "name": "status",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useCreateQuotedOrderMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateQuotedOrderMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "09e09b65ff384bf64df5f1a8ac1d1c59214b3539152179f09e4367a4586adec2",
    "metadata": {},
    "name": "useCreateQuotedOrderMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0d55f6e3eab78850ab7591807d6997a2";

export default node;
