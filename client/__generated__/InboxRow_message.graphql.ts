/**
 * @generated SignedSource<<8c8df3ae70828506dfbaf6ae43af84d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactKind = "CONTACT" | "PARTNERSHIP" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InboxRow_message$data = {
  readonly attachment: {
    readonly name: string;
  } | null | undefined;
  readonly company: string | null | undefined;
  readonly createdAt: string;
  readonly email: string;
  readonly handledAt: string | null | undefined;
  readonly id: string;
  readonly kind: ContactKind;
  readonly message: string;
  readonly name: string;
  readonly " $fragmentType": "InboxRow_message";
};
export type InboxRow_message$key = {
  readonly " $data"?: InboxRow_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"InboxRow_message">;
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
  "name": "InboxRow_message",
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
      "name": "handledAt",
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
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};
})();

(node as any).hash = "ac142f2f99335ab54af240beafb3c5ff";

export default node;
