/**
 * @generated SignedSource<<5fadb4cfcb5dbf269d19eb14a78202a7>>
 * @relayHash d63a7d0a8b53bfca1aff55a91d4d92d8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c4ba5d49c26eef6a53b5be273a1965e29e22af4246cf966bd50d0d6f895692e2

import { ConcreteRequest } from 'relay-runtime';
export type PartnershipProgramme = "AGENCY" | "REFERRAL" | "RESELLER" | "%future added value";
export type PartnershipEnquiryInput = {
  altcha?: string | null | undefined;
  company: string;
  email: string;
  message: string;
  name: string;
  programme: PartnershipProgramme;
  website?: string | null | undefined;
};
export type useSendPartnershipEnquiryMutation$variables = {
  input: PartnershipEnquiryInput;
};
export type useSendPartnershipEnquiryMutation$data = {
  readonly sendPartnershipEnquiry: {
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
export type useSendPartnershipEnquiryMutation = {
  response: useSendPartnershipEnquiryMutation$data;
  variables: useSendPartnershipEnquiryMutation$variables;
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
    "name": "sendPartnershipEnquiry",
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
    "name": "useSendPartnershipEnquiryMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSendPartnershipEnquiryMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "c4ba5d49c26eef6a53b5be273a1965e29e22af4246cf966bd50d0d6f895692e2",
    "metadata": {},
    "name": "useSendPartnershipEnquiryMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "56a1bb2f72529675a9f7caa421ce84c5";

export default node;
