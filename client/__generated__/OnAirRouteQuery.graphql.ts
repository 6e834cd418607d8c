/**
 * @generated SignedSource<<16f65fb7745c0ced02c7e8c897303e50>>
 * @relayHash 34b519f4990b26b90011e68c5d31a068
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2ad03263dc585f4d0152d66372178f62b87d8d08ffa558219090c969fc07a5ae

import { ConcreteRequest } from 'relay-runtime';
export type OnAirRouteQuery$variables = Record<PropertyKey, never>;
export type OnAirRouteQuery$data = {
  readonly contentEntries: ReadonlyArray<{
    readonly body: string;
    readonly id: string;
    readonly subtitle: string | null | undefined;
    readonly title: string;
  }>;
};
export type OnAirRouteQuery = {
  response: OnAirRouteQuery$data;
  variables: OnAirRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "ON_AIR"
      }
    ],
    "concreteType": "ContentEntry",
    "kind": "LinkedField",
    "name": "contentEntries",
    "plural": true,
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
        "name": "title",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subtitle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "body",
        "storageKey": null
      }
    ],
    "storageKey": "contentEntries(kind:\"ON_AIR\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnAirRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OnAirRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "2ad03263dc585f4d0152d66372178f62b87d8d08ffa558219090c969fc07a5ae",
    "metadata": {},
    "name": "OnAirRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "8c06e91ee160b9701c8995d5938717ef";

export default node;
