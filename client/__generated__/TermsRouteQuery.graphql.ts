/**
 * @generated SignedSource<<63baf49737bf7eb08b6cf88f3f3fe743>>
 * @relayHash 048cb23bc2957cea7625e8e2d5e22a41
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82e6fc4e4b8fda732325f8aa287c33d0f2908210d0446f9ebb92c7e7a8208545

import { ConcreteRequest } from 'relay-runtime';
export type TermsRouteQuery$variables = Record<PropertyKey, never>;
export type TermsRouteQuery$data = {
  readonly page: {
    readonly body: string;
    readonly subtitle: string | null | undefined;
    readonly title: string;
  } | null | undefined;
};
export type TermsRouteQuery = {
  response: TermsRouteQuery$data;
  variables: TermsRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "terms"
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TermsRouteQuery",
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
        "storageKey": "page(slug:\"terms\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TermsRouteQuery",
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "page(slug:\"terms\")"
      }
    ]
  },
  "params": {
    "id": "82e6fc4e4b8fda732325f8aa287c33d0f2908210d0446f9ebb92c7e7a8208545",
    "metadata": {},
    "name": "TermsRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "408b24d7a661f3c8a8cbe349a32729c5";

export default node;
