/**
 * @generated SignedSource<<1c90b9b3f318938ae09a4046bc0cf837>>
 * @relayHash 74e159fd2b8c3eed380275af58528882
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a26f5784a07673ce6341ad8d65e37780fc71b62443117776da62777e48b93d0b

import { ConcreteRequest } from 'relay-runtime';
export type QuoteRequestInput = {
  altcha?: string | null | undefined;
  company?: string | null | undefined;
  deadline?: string | null | undefined;
  durationSeconds?: number | null | undefined;
  email: string;
  languages: ReadonlyArray<string>;
  name: string;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
  script?: any | null | undefined;
  serviceSlug: string;
  wordCount?: number | null | undefined;
};
export type useRequestQuoteMutation$variables = {
  input: QuoteRequestInput;
};
export type useRequestQuoteMutation$data = {
  readonly requestQuote: {
    readonly __typename: "BotCheckError";
    readonly message: string;
  } | {
    readonly __typename: "ContactMessageSentPayload";
    readonly message: string;
  } | {
    readonly __typename: "RateLimitError";
    readonly message: string;
    readonly retryAfterSeconds: number;
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
export type useRequestQuoteMutation = {
  response: useRequestQuoteMutation$data;
  variables: useRequestQuoteMutation$variables;
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
  (v1/*:: as any*/)
],
v3 = [
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
    "name": "requestQuote",
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
        "selections": (v2/*:: as any*/),
        "type": "ContactMessageSentPayload",
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
        "selections": (v2/*:: as any*/),
        "type": "BotCheckError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "retryAfterSeconds",
            "storageKey": null
          }
        ],
        "type": "RateLimitError",
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
    "name": "useRequestQuoteMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRequestQuoteMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "a26f5784a07673ce6341ad8d65e37780fc71b62443117776da62777e48b93d0b",
    "metadata": {},
    "name": "useRequestQuoteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "dd8a2befea83acee74f7d82bf7912109";

export default node;
