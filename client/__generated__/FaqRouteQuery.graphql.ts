/**
 * @generated SignedSource<<5dad7916f9a5ac7c4a9918635ae5d1e5>>
 * @relayHash 85e2f28269d38fe16bdeba4480850977
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1f68e16cb3b2e34bb2fff23312a5a15152bc2d2257969c67bf8be85d923b88a9

import { ConcreteRequest } from 'relay-runtime';
export type FaqRouteQuery$variables = Record<PropertyKey, never>;
export type FaqRouteQuery$data = {
  readonly contentEntries: ReadonlyArray<{
    readonly body: string;
    readonly id: string;
    readonly slug: string;
    readonly title: string;
  }>;
};
export type FaqRouteQuery = {
  response: FaqRouteQuery$data;
  variables: FaqRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "FAQ"
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
        "name": "slug",
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
        "name": "body",
        "storageKey": null
      }
    ],
    "storageKey": "contentEntries(kind:\"FAQ\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FaqRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FaqRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1f68e16cb3b2e34bb2fff23312a5a15152bc2d2257969c67bf8be85d923b88a9",
    "metadata": {},
    "name": "FaqRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "386b37ba02d0dd5c6882422dfa0aaabb";

export default node;
