/**
 * @generated SignedSource<<272108e0d3fcef8ff0c8b4836f8d837f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSoundtrackTrackInput = {
  active: boolean;
  bpm?: number | null | undefined;
  file?: any | null | undefined;
  id: string;
  licence: string;
  mood: string;
  position: number;
  title: string;
};
export type TrackEditorUpdateMutation$variables = {
  input: UpdateSoundtrackTrackInput;
};
export type TrackEditorUpdateMutation$data = {
  readonly updateSoundtrackTrack: {
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
export type TrackEditorUpdateMutation = {
  response: TrackEditorUpdateMutation$data;
  variables: TrackEditorUpdateMutation$variables;
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
    "name": "TrackEditorUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSoundtrackTrack",
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
    "name": "TrackEditorUpdateMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSoundtrackTrack",
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
    "cacheID": "76ff9d5b3c3fa72a875090f4c9ba29de",
    "id": null,
    "metadata": {},
    "name": "TrackEditorUpdateMutation",
    "operationKind": "mutation",
    "text": "mutation TrackEditorUpdateMutation(\n  $input: UpdateSoundtrackTrackInput!\n) {\n  updateSoundtrackTrack(input: $input) {\n    __typename\n    ... on SoundtrackTrackPayload {\n      soundtrackTrack {\n        id\n        title\n        ...TrackAdminRow_track\n        ...TrackEditor_track\n      }\n    }\n    ... on ValidationError {\n      message\n      fields {\n        path\n        message\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n\nfragment TrackAdminRow_track on SoundtrackTrack {\n  id\n  title\n  slug\n  mood\n  bpm\n  durationSeconds\n  licence\n  url\n  active\n  position\n}\n\nfragment TrackEditor_track on SoundtrackTrack {\n  id\n  title\n  slug\n  mood\n  bpm\n  licence\n  active\n  position\n  url\n}\n"
  }
};
})();

(node as any).hash = "ae690e082a6cfb76ca0ffb99b53fc416";

export default node;
