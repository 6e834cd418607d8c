/**
 * @generated SignedSource<<efaf2117f0b1f014cd446f15906bcb80>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RenderStatus = "FAILED" | "QUEUED" | "READY" | "RENDERING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProductionFileRow_file$data = {
  readonly deliveredAt: string | null | undefined;
  readonly downloadUrl: string | null | undefined;
  readonly durationMs: number | null | undefined;
  readonly failureReason: string | null | undefined;
  readonly fileName: string;
  readonly formatLabel: string;
  readonly id: string;
  readonly preview: boolean;
  readonly sizeBytes: number | null | undefined;
  readonly status: RenderStatus;
  readonly version: number;
  readonly " $fragmentSpreads": FragmentRefs<"TelephonePreview_file">;
  readonly " $fragmentType": "ProductionFileRow_file";
};
export type ProductionFileRow_file$key = {
  readonly " $data"?: ProductionFileRow_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductionFileRow_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductionFileRow_file",
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
      "name": "formatLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "preview",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileName",
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
      "name": "failureReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizeBytes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TelephonePreview_file"
    }
  ],
  "type": "Deliverable",
  "abstractKey": null
};

(node as any).hash = "5b896dec26e30e65eda04a205f92a10e";

export default node;
