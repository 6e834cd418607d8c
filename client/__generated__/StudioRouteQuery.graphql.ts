/**
 * @generated SignedSource<<991a9d93cf03a8351f772c30ae0ee4b8>>
 * @relayHash bd2dc38f10706229b3d4c73cdb0dd0ee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1bd3339d003586cd08fb500ecc4d1c8ff969372abb671e3982a1287491d47b51

import { ConcreteRequest } from 'relay-runtime';
export type StudioRouteQuery$variables = Record<PropertyKey, never>;
export type StudioRouteQuery$data = {
  readonly page: {
    readonly body: string;
    readonly subtitle: string | null | undefined;
    readonly title: string;
  } | null | undefined;
  readonly services: ReadonlyArray<{
    readonly id: string;
  }>;
  readonly voiceFacets: {
    readonly languages: ReadonlyArray<string>;
  };
  readonly voices: {
    readonly totalCount: number;
  };
};
export type StudioRouteQuery = {
  response: StudioRouteQuery$data;
  variables: StudioRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "slug",
    "value": "about-studio"
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
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 1
    }
  ],
  "concreteType": "VoiceConnection",
  "kind": "LinkedField",
  "name": "voices",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    }
  ],
  "storageKey": "voices(first:1)"
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "VoiceFacets",
  "kind": "LinkedField",
  "name": "voiceFacets",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "languages",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "Service",
  "kind": "LinkedField",
  "name": "services",
  "plural": true,
  "selections": [
    (v6/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "StudioRouteQuery",
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
        "storageKey": "page(slug:\"about-studio\")"
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StudioRouteQuery",
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
          (v6/*:: as any*/)
        ],
        "storageKey": "page(slug:\"about-studio\")"
      },
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "1bd3339d003586cd08fb500ecc4d1c8ff969372abb671e3982a1287491d47b51",
    "metadata": {},
    "name": "StudioRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "247dc3b5f0333539e232e96cb645efd4";

export default node;
