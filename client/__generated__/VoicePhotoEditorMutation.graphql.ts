/**
 * @generated SignedSource<<6a1524d9eae7960079676fa9b98ace92>>
 * @relayHash 9d395d7d11d40184add4dfdd98c116a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 82e6f72ab51e7a338f91ee7b24b652cba38499680bcfa333104da1e54143662e

import { ConcreteRequest } from 'relay-runtime';
export type SetVoicePhotoInput = {
  photo: any;
  voiceId: string;
};
export type VoicePhotoEditorMutation$variables = {
  input: SetVoicePhotoInput;
};
export type VoicePhotoEditorMutation$data = {
  readonly setVoicePhoto: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly message: string;
      readonly path: ReadonlyArray<string>;
    }>;
    readonly message: string;
  } | {
    readonly __typename: "VoicePayload";
    readonly voice: {
      readonly id: string;
      readonly photoUrl: string | null | undefined;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type VoicePhotoEditorMutation = {
  response: VoicePhotoEditorMutation$data;
  variables: VoicePhotoEditorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setVoicePhoto",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Voice",
            "kind": "LinkedField",
            "name": "voice",
            "plural": false,
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
                "name": "photoUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VoicePayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "NotFoundError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "VoicePhotoEditorMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "VoicePhotoEditorMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "82e6f72ab51e7a338f91ee7b24b652cba38499680bcfa333104da1e54143662e",
    "metadata": {},
    "name": "VoicePhotoEditorMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "2cb843cc8f7908ec865bb3fdc94a0918";

export default node;
