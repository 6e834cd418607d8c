/**
 * @generated SignedSource<<12df04810e12514d1ad35445d4180f0c>>
 * @relayHash 778587cfb33eed226e824702da7b9a33
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f054ad2a6b90bef26f6abc8d61097f6b0d20f5662ac8889fc5e0964b3c284aec

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageSoundtrackRouteQuery$variables = Record<PropertyKey, never>;
export type ManageSoundtrackRouteQuery$data = {
  readonly manageSoundtrackTracks: ReadonlyArray<{
    readonly id: string;
    readonly licence: string;
    readonly mood: string;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"TrackAdminRow_track" | "TrackEditor_track">;
  }>;
};
export type ManageSoundtrackRouteQuery = {
  response: ManageSoundtrackRouteQuery$data;
  variables: ManageSoundtrackRouteQuery$variables;
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
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "mood",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "licence",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageSoundtrackRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundtrackTrack",
        "kind": "LinkedField",
        "name": "manageSoundtrackTracks",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrackAdminRow_track"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrackEditor_track"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ManageSoundtrackRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SoundtrackTrack",
        "kind": "LinkedField",
        "name": "manageSoundtrackTracks",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
            "name": "bpm",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "durationSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
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
            "name": "position",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "f054ad2a6b90bef26f6abc8d61097f6b0d20f5662ac8889fc5e0964b3c284aec",
    "metadata": {},
    "name": "ManageSoundtrackRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3450f38870fb8f5ec218fcfd20be99ae";

export default node;
