/**
 * @generated SignedSource<<146116e79e8d0941492c338d5998de51>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MasterWarningCode = "CLIPPING" | "DC_OFFSET" | "HUM" | "LONG_SILENCE" | "LOW_LEVEL" | "NOISY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type MasterCheck_recording$data = {
  readonly check: {
    readonly activeLevelDbm0: number | null | undefined;
    readonly activityPercent: number;
    readonly channels: number | null | undefined;
    readonly clippedSamples: number;
    readonly dcOffsetPercent: number;
    readonly durationMs: number;
    readonly humDbfs: number | null | undefined;
    readonly humHz: number | null | undefined;
    readonly leadingSilenceMs: number;
    readonly longestPauseMs: number;
    readonly noiseFloorDbfs: number | null | undefined;
    readonly peakDbfs: number;
    readonly sampleRate: number;
    readonly targetLevelDbm0: number;
    readonly trailingSilenceMs: number;
    readonly warnings: ReadonlyArray<{
      readonly code: MasterWarningCode;
      readonly message: string;
    }>;
    readonly waveform: ReadonlyArray<number>;
  } | null | undefined;
  readonly fileName: string;
  readonly " $fragmentType": "MasterCheck_recording";
};
export type MasterCheck_recording$key = {
  readonly " $data"?: MasterCheck_recording$data;
  readonly " $fragmentSpreads": FragmentRefs<"MasterCheck_recording">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MasterCheck_recording",
  "selections": [
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
      "concreteType": "MasterCheck",
      "kind": "LinkedField",
      "name": "check",
      "plural": false,
      "selections": [
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
          "name": "sampleRate",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "channels",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "peakDbfs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "clippedSamples",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "dcOffsetPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "noiseFloorDbfs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "humHz",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "humDbfs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activeLevelDbm0",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "targetLevelDbm0",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "activityPercent",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "leadingSilenceMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trailingSilenceMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "longestPauseMs",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "waveform",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "MasterWarning",
          "kind": "LinkedField",
          "name": "warnings",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "code",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "message",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Recording",
  "abstractKey": null
};

(node as any).hash = "4095dcf0fef97f8d3bd26b3e53def2d8";

export default node;
