/**
 * @generated SignedSource<<189a6a260350f787d56b7f7747d1637d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type EmailStatus = "FAILED" | "KEPT" | "PENDING" | "SENT" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type EmailDelivery_email$data = {
  readonly attempts: number;
  readonly id: string;
  readonly lastError: string | null | undefined;
  readonly sendAfter: string | null | undefined;
  readonly sentAt: string | null | undefined;
  readonly status: EmailStatus;
  readonly " $fragmentType": "EmailDelivery_email";
};
export type EmailDelivery_email$key = {
  readonly " $data"?: EmailDelivery_email$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailDelivery_email">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailDelivery_email",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "attempts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastError",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sentAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sendAfter",
      "storageKey": null
    }
  ],
  "type": "EmailMessage",
  "abstractKey": null
};

(node as any).hash = "58837dc84878125f9710ffffc8408e67";

export default node;
