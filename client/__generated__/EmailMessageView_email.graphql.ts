/**
 * @generated SignedSource<<05d9108572f32d0f78b4af66917bb2cf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailMessageView_email$data = {
  readonly createdAt: string;
  readonly subject: string;
  readonly text: string;
  readonly to: string;
  readonly " $fragmentType": "EmailMessageView_email";
};
export type EmailMessageView_email$key = {
  readonly " $data"?: EmailMessageView_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailMessageView_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailMessageView_email",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subject",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "EmailMessage",
  "abstractKey": null
};

(node as any).hash = "93aaf6a550b3a0fb5807fe0179b2e1b6";

export default node;
