/**
 * @generated SignedSource<<2a5ed091a690fd122d75bf4eb32d04db>>
 * @relayHash 534d97e8b558a9424d23ee8bcca3b747
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e9ceb20ab7314c24d4df7923808ab690973cb5d465ca6432a77bb397e1766f38

import { ConcreteRequest } from 'relay-runtime';
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
export type OrderWizardRouteExistsQuery$variables = {
  service: string;
};
export type OrderWizardRouteExistsQuery$data = {
  readonly service: {
    readonly pricingModel: PricingModel;
  } | null | undefined;
};
export type OrderWizardRouteExistsQuery = {
  response: OrderWizardRouteExistsQuery$data;
  variables: OrderWizardRouteExistsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "service"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "slug",
    "variableName": "service"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pricingModel",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OrderWizardRouteExistsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "service",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OrderWizardRouteExistsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Service",
        "kind": "LinkedField",
        "name": "service",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "e9ceb20ab7314c24d4df7923808ab690973cb5d465ca6432a77bb397e1766f38",
    "metadata": {},
    "name": "OrderWizardRouteExistsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41aeea8ca4fac03f35da1cf8e7527815";

export default node;
