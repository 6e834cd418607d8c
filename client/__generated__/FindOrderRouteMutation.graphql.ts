/**
 * @generated SignedSource<<e698e3fa5d0597a728683d109174eda8>>
 * @relayHash 72da38233b37d38cd225ac313b5b75c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65bb6842e14d11b84be8a9691bdf71fc17aa289a4cf0e521c63979d52f51ae42

import { ConcreteRequest } from 'relay-runtime';
export type FindPayableOrderInput = {
  altcha?: string | null | undefined;
  email: string;
  number: number;
};
export type FindOrderRouteMutation$variables = {
  input: FindPayableOrderInput;
};
export type FindOrderRouteMutation$data = {
  readonly findPayableOrder: {
    readonly __typename: "BotCheckError";
    readonly message: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "PayableOrderPayload";
    readonly currency: string;
    readonly discountTotal: number;
    readonly lines: ReadonlyArray<{
      readonly amount: number;
      readonly description: string;
      readonly quantity: number;
    }>;
    readonly message: string;
    readonly number: number;
    readonly serviceName: string;
    readonly subtotal: number;
    readonly taxTotal: number;
    readonly total: number;
  } | {
    readonly __typename: "RateLimitError";
    readonly message: string;
    readonly retryAfterSeconds: number;
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
export type FindOrderRouteMutation = {
  response: FindOrderRouteMutation$data;
  variables: FindOrderRouteMutation$variables;
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
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "findPayableOrder",
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
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "serviceName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "PayableOrderLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
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
                "name": "quantity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subtotal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discountTotal",
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
          (v1/*:: as any*/)
        ],
        "type": "PayableOrderPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "NotFoundError",
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
      },
      {
        "kind": "InlineFragment",
        "selections": (v2/*:: as any*/),
        "type": "BotCheckError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "RateLimitError",
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
    "name": "FindOrderRouteMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FindOrderRouteMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "65bb6842e14d11b84be8a9691bdf71fc17aa289a4cf0e521c63979d52f51ae42",
    "metadata": {},
    "name": "FindOrderRouteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "246349df0b8be28ac45968cc279b247b";

export default node;
