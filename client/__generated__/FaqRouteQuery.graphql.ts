/**
 * @generated SignedSource<<8b16ecfb45bb2571dfd9d1d57f209085>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "85e2f28269d38fe16bdeba4480850977",
    "id": null,
    "metadata": {},
    "name": "FaqRouteQuery",
    "operationKind": "query",
    "text": "query FaqRouteQuery {\n  contentEntries(kind: FAQ) {\n    id\n    slug\n    title\n    body\n  }\n}\n"
  }
};
})();

(node as any).hash = "386b37ba02d0dd5c6882422dfa0aaabb";

export default node;
