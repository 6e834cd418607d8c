/**
 * @generated SignedSource<<6dfca89bb5df2454c940f4e6d0e00f0f>>
 * @relayHash 3c0545c400c60f9acf2b6bfc42e749ab
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9b208f60fb2c9fb3c92dfab7617510a29288f18f9cab6e8b06409875fa241b04

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageVoicesRouteQuery$variables = Record<PropertyKey, never>;
export type ManageVoicesRouteQuery$data = {
  readonly manageVoices: ReadonlyArray<{
    readonly id: string;
    readonly position: number;
    readonly " $fragmentSpreads": FragmentRefs<"VoiceAdminRow_voice">;
  }>;
  readonly voiceFacets: {
    readonly languages: ReadonlyArray<string>;
    readonly styles: ReadonlyArray<string>;
  };
};
export type ManageVoicesRouteQuery = {
  response: ManageVoicesRouteQuery$data;
  variables: ManageVoicesRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "languages",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "styles",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "VoiceFacets",
  "kind": "LinkedField",
  "name": "voiceFacets",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageVoicesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Voice",
        "kind": "LinkedField",
        "name": "manageVoices",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VoiceAdminRow_voice"
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ManageVoicesRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Voice",
        "kind": "LinkedField",
        "name": "manageVoices",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "gender",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "featured",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "photoUrl",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "VoiceSample",
            "kind": "LinkedField",
            "name": "samples",
            "plural": true,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "id": "9b208f60fb2c9fb3c92dfab7617510a29288f18f9cab6e8b06409875fa241b04",
    "metadata": {},
    "name": "ManageVoicesRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "1cb3f18eab4c1b8fb4d3af59f4c73523";

export default node;
