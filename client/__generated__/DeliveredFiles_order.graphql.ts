/**
 * @generated SignedSource<<f76aa44f09d8e10779ce3143b6da3e35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FileFormat = "ALAW_8K_RAW" | "ALAW_8K_WAV" | "AMR_NB" | "G722" | "G726_8K_WAV" | "M4A" | "MP3" | "MULAW_8K_RAW" | "MULAW_8K_WAV" | "PCM16_8K_WAV" | "PCM16_WAV" | "SLN_8K" | "VOX_6K" | "VOX_8K" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DeliveredFiles_order$data = {
  readonly deliveredFiles: ReadonlyArray<{
    readonly downloadUrl: string | null | undefined;
    readonly durationMs: number | null | undefined;
    readonly fileName: string;
    readonly format: FileFormat;
    readonly formatLabel: string;
    readonly id: string;
    readonly isProgramme: boolean;
    readonly itemIndex: number | null | undefined;
    readonly preview: boolean;
    readonly sizeBytes: number | null | undefined;
    readonly url: string | null | undefined;
    readonly version: number;
    readonly " $fragmentSpreads": FragmentRefs<"TelephonePreview_file">;
  }>;
  readonly filesZipUrl: string | null | undefined;
  readonly items: ReadonlyArray<{
    readonly name: string;
    readonly text: string;
  }>;
  readonly number: number;
  readonly " $fragmentType": "DeliveredFiles_order";
};
export type DeliveredFiles_order$key = {
  readonly " $data"?: DeliveredFiles_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveredFiles_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveredFiles_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "filesZipUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuotedItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "text",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "includePreviews",
          "value": true
        }
      ],
      "concreteType": "Deliverable",
      "kind": "LinkedField",
      "name": "deliveredFiles",
      "plural": true,
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
          "name": "itemIndex",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isProgramme",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "format",
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
          "name": "url",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "TelephonePreview_file"
        }
      ],
      "storageKey": "deliveredFiles(includePreviews:true)"
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "053be107499996816c71a2232cf951d1";

export default node;
