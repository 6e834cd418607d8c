/**
 * @generated SignedSource<<3da159f408cbb7c176aab8fdfff3c330>>
 * @relayHash 454c4e4a79677813a99e2db32c177a25
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6bd7c36ecc4a8564433c817b8ee4756fff4f0ab92c35428d0d286ddd537b7f68

import { ConcreteRequest } from 'relay-runtime';
export type SetServiceActiveInput = {
  active: boolean;
  id: string;
};
export type ServiceAdminRowSetActiveMutation$variables = {
  input: SetServiceActiveInput;
};
export type ServiceAdminRowSetActiveMutation$data = {
  readonly setServiceActive: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ServicePayload";
    readonly service: {
      readonly active: boolean;
      readonly id: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ServiceAdminRowSetActiveMutation = {
  response: ServiceAdminRowSetActiveMutation$data;
  variables: ServiceAdminRowSetActiveMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "setServiceActive",
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
            "concreteType": "Service",
            "kind": "LinkedField",
            "name": "service",
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
                "name": "active",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ServicePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "ServiceAdminRowSetActiveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ServiceAdminRowSetActiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "6bd7c36ecc4a8564433c817b8ee4756fff4f0ab92c35428d0d286ddd537b7f68",
    "metadata": {},
    "name": "ServiceAdminRowSetActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6904e815843b1c092274d13385ecc1ec";

export default node;
