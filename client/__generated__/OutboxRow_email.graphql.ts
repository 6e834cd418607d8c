/**
 * @generated SignedSource<<42b9873c4cbe411db3d1b67278b33057>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailStatus = "FAILED" | "KEPT" | "PENDING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OutboxRow_email$data = {
  readonly attempts: number;
  readonly createdAt: string;
  readonly id: string;
  readonly status: EmailStatus;
  readonly subject: string;
  readonly to: string;
  readonly " $fragmentType": "OutboxRow_email";
};
export type OutboxRow_email$key = {
  readonly " $data"?: OutboxRow_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"OutboxRow_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OutboxRow_email",
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
      "name": "createdAt",
      "storageKey": null
    },
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    }
  ],
  "type": "EmailMessage",
  "abstractKey": null
};

(node as any).hash = "cb899a39739cce6792da99f6fa794719";

export default node;
