/**
 * @generated SignedSource<<d3a634d9689df61673383538dea57323>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CreateSoundtrackTrackInput = {
  bpm?: number | null | undefined;
  file: any;
  licence: string;
  mood: string;
  slug?: string | null | undefined;
  title: string;
};
export type TrackEditorCreateMutation$variables = {
  input: CreateSoundtrackTrackInput;
};
export type TrackEditorCreateMutation$data = {
  readonly createSoundtrackTrack: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "SoundtrackTrackPayload";
    readonly soundtrackTrack: {
      readonly id: string;
      readonly title: string;
      readonly " $fragmentSpreads": FragmentRefs<"TrackAdminRow_track" | "TrackEditor_track">;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type TrackEditorCreateMutation = {
  response: TrackEditorCreateMutation$data;
  variables: TrackEditorCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "FieldIssue",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "path",
          "storageKey": null
        },
        (v5/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ValidationError",
  "abstractKey": null
},
v7 = {
  "kind": "InlineFragment",
  "selections": [
    (v5/*:: as any*/)
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TrackEditorCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSoundtrackTrack",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundtrackTrack",
                "kind": "LinkedField",
                "name": "soundtrackTrack",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
            "type": "SoundtrackTrackPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrackEditorCreateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "createSoundtrackTrack",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SoundtrackTrack",
                "kind": "LinkedField",
                "name": "soundtrackTrack",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
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
                    "name": "mood",
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
                    "name": "licence",
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
            ],
            "type": "SoundtrackTrackPayload",
            "abstractKey": null
          },
          (v6/*:: as any*/),
          (v7/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "377d60529abd80cacc10e1ca2534469c",
    "id": null,
    "metadata": {},
    "name": "TrackEditorCreateMutation",
    "operationKind": "mutation",
    "text": "mutation TrackEditorCreateMutation(\n  $input: CreateSoundtrackTrackInput!\n) {\n  createSoundtrackTrack(input: $input) {\n    __typename\n    ... on SoundtrackTrackPayload {\n      soundtrackTrack {\n        id\n        title\n        ...TrackAdminRow_track\n        ...TrackEditor_track\n      }\n    }\n    ... on ValidationError {\n      message\n      fields {\n        path\n        message\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n\nfragment TrackAdminRow_track on SoundtrackTrack {\n  id\n  title\n  slug\n  mood\n  bpm\n  durationSeconds\n  licence\n  url\n  active\n  position\n}\n\nfragment TrackEditor_track on SoundtrackTrack {\n  id\n  title\n  slug\n  mood\n  bpm\n  licence\n  active\n  position\n  url\n}\n"
  }
};
})();

(node as any).hash = "c19930e6c76981510ac24bfaa56d3ce0";

export default node;
