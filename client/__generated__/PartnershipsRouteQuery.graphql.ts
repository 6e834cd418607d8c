/**
 * @generated SignedSource<<dadd3143e19b1c8ed5683bc07eeb8bb4>>
 * @relayHash 59bfc7af6c6a5503d65c3edadac2e152
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b7d3530586f2eb6faa28e48d04eea24a5bbb5cd54ad4d359627f7afc71557d18

import { ConcreteRequest } from 'relay-runtime';
export type PartnershipsRouteQuery$variables = Record<PropertyKey, never>;
export type PartnershipsRouteQuery$data = {
  readonly page: {
    readonly body: string;
    readonly subtitle: string | null | undefined;
    readonly title: string;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type PartnershipsRouteQuery = {
  response: PartnershipsRouteQuery$data;
  variables: PartnershipsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "partnerships"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtitle",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "body",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": [
    (v4/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnershipsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "page",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": "page(slug:\"partnerships\")"
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PartnershipsRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "page",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": "page(slug:\"partnerships\")"
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "b7d3530586f2eb6faa28e48d04eea24a5bbb5cd54ad4d359627f7afc71557d18",
    "metadata": {},
    "name": "PartnershipsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "eec1de59831de63716846a522e0d845d";

export default node;
