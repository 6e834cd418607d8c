/**
 * @generated SignedSource<<10d4928e99922943b39ea8070c2a9ddf>>
 * @relayHash 90158edc8d2553597640d821b89ec20e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9c6cd11d34e9bc1e9d650ab4adf5246a795e80961c4b89c7a0a630975fbebb29

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
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrackAdminRow_track"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TrackEditor_track"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
          (v3/*:: as any*/),
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
    "id": "9c6cd11d34e9bc1e9d650ab4adf5246a795e80961c4b89c7a0a630975fbebb29",
    "metadata": {},
    "name": "ManageSoundtrackRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cda29b6be3a44cd6e6e650a7eed5b216";

export default node;
