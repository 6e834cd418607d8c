/**
 * @generated SignedSource<<82e80e4c450e875e3ff19d81708abd78>>
 * @relayHash 6add536905f50b3f79afc8684926b26e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fdadf67eb3bd00261657155dd2736b3c148f6a90d0bb25f016d0c630cd0ceb18

import { ConcreteRequest } from 'relay-runtime';
export type ThankYouRouteQuery$variables = Record<PropertyKey, never>;
export type ThankYouRouteQuery$data = {
  readonly settings: {
    readonly contactEmail: string;
    readonly contactPhone: string;
    readonly studioName: string;
  };
};
export type ThankYouRouteQuery = {
  response: ThankYouRouteQuery$data;
  variables: ThankYouRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Settings",
    "kind": "LinkedField",
    "name": "settings",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "studioName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactEmail",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contactPhone",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ThankYouRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ThankYouRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fdadf67eb3bd00261657155dd2736b3c148f6a90d0bb25f016d0c630cd0ceb18",
    "metadata": {},
    "name": "ThankYouRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5ebbb57428c0793c53427d1499b6104c";

export default node;
