/**
 * @generated SignedSource<<e7057218b507bb33b75e63c8c9718e7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "778587cfb33eed226e824702da7b9a33",
    "id": null,
    "metadata": {},
    "name": "ManageSoundtrackRouteQuery",
    "operationKind": "query",
    "text": "query ManageSoundtrackRouteQuery {\n  manageSoundtrackTracks {\n    id\n    title\n    mood\n    licence\n    ...TrackAdminRow_track\n    ...TrackEditor_track\n  }\n}\n\nfragment TrackAdminRow_track on SoundtrackTrack {\n  id\n  title\n  slug\n  mood\n  bpm\n  durationSeconds\n  licence\n  url\n  active\n  position\n}\n\nfragment TrackEditor_track on SoundtrackTrack {\n  id\n  title\n  slug\n  mood\n  bpm\n  licence\n  active\n  position\n  url\n}\n"
  }
};
})();

(node as any).hash = "3450f38870fb8f5ec218fcfd20be99ae";

export default node;
