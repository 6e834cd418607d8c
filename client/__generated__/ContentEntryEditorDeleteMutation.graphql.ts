/**
 * @generated SignedSource<<c6c09dca2e703c4e5d3042e1faa83e61>>
 * @relayHash d94c9db1a81820ccd569bf95c338df9f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a73e5419c434601d3afd4f52e7b56753671d3c037159f4be5daa3c9076ebd158

import { ConcreteRequest } from 'relay-runtime';
export type DeleteContentEntryInput = {
  id: string;
};
export type ContentEntryEditorDeleteMutation$variables = {
  input: DeleteContentEntryInput;
};
export type ContentEntryEditorDeleteMutation$data = {
  readonly deleteContentEntry: {
    readonly __typename: "DeleteContentEntryPayload";
    readonly deletedContentEntryId: string;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ContentEntryEditorDeleteMutation = {
  response: ContentEntryEditorDeleteMutation$data;
  variables: ContentEntryEditorDeleteMutation$variables;
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
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "deleteContentEntry",
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
            "kind": "ScalarField",
            "name": "deletedContentEntryId",
            "storageKey": null
          }
        ],
        "type": "DeleteContentEntryPayload",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "ContentEntryEditorDeleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContentEntryEditorDeleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "a73e5419c434601d3afd4f52e7b56753671d3c037159f4be5daa3c9076ebd158",
    "metadata": {},
    "name": "ContentEntryEditorDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "06cfdb2f9aa4b5948dfa4e9c54b4e3a1";

export default node;
