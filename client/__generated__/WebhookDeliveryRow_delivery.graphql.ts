/**
 * @generated SignedSource<<484509e4268b01deddb07c7dcd68c49d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryStatus = "FAILED" | "PENDING" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type WebhookDeliveryRow_delivery$data = {
  readonly attempts: number;
  readonly createdAt: string;
  readonly eventType: string;
  readonly id: string;
  readonly nextAttemptAt: string | null | undefined;
  readonly responseBody: string | null | undefined;
  readonly responseStatus: number | null | undefined;
  readonly status: WebhookDeliveryStatus;
  readonly " $fragmentType": "WebhookDeliveryRow_delivery";
};
export type WebhookDeliveryRow_delivery$key = {
  readonly " $data"?: WebhookDeliveryRow_delivery$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookDeliveryRow_delivery">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookDeliveryRow_delivery",
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
      "name": "eventType",
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
      "name": "responseStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "responseBody",
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
      "name": "nextAttemptAt",
      "storageKey": null
    }
  ],
  "type": "WebhookDelivery",
  "abstractKey": null
};

(node as any).hash = "c16c6f30ccf8ac9070a380404e8c1f22";

export default node;
