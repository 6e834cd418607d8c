/**
 * @generated SignedSource<<4096ddb44276dce0cee6d153bf456a44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactKind = "CONTACT" | "PARTNERSHIP" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MessageDetails_message$data = {
  readonly attachment: {
    readonly mediaType: string;
    readonly name: string;
    readonly size: number;
    readonly url: string;
  } | null | undefined;
  readonly company: string | null | undefined;
  readonly createdAt: string;
  readonly details: unknown;
  readonly email: string;
  readonly id: string;
  readonly kind: ContactKind;
  readonly message: string;
  readonly name: string;
  readonly phone: string | null | undefined;
  readonly " $fragmentType": "MessageDetails_message";
};
export type MessageDetails_message$key = {
  readonly " $data"?: MessageDetails_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageDetails_message">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageDetails_message",
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
      "name": "kind",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "company",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "details",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactAttachment",
      "kind": "LinkedField",
      "name": "attachment",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "mediaType",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "size",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};
})();

(node as any).hash = "78baacc3c42aedef3b56994d6dc36ee7";

export default node;
