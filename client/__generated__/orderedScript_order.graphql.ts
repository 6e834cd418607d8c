/**
 * @generated SignedSource<<627facb05eff5ee263bcc242ab26bfb6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type FileFormat = "ALAW_8K_RAW" | "ALAW_8K_WAV" | "AMR_NB" | "G722" | "G726_8K_WAV" | "M4A" | "MP3" | "MULAW_8K_RAW" | "MULAW_8K_WAV" | "PCM16_8K_WAV" | "PCM16_WAV" | "SLN_8K" | "VOX_6K" | "VOX_8K" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type orderedScript_order$data = {
  readonly customerNote: string | null | undefined;
  readonly estimatedDurationSeconds: number;
  readonly fileFormats: ReadonlyArray<FileFormat>;
  readonly items: ReadonlyArray<{
    readonly estimatedDurationSeconds: number;
    readonly name: string;
    readonly text: string;
    readonly wordCount: number;
  }>;
  readonly language: string | null | undefined;
  readonly rush: boolean;
  readonly service: {
    readonly name: string;
    readonly slug: string;
  };
  readonly track: {
    readonly title: string;
  } | null | undefined;
  readonly voice: {
    readonly name: string;
  } | null | undefined;
  readonly wordCount: number;
  readonly " $fragmentType": "orderedScript_order";
};
export type orderedScript_order$key = {
  readonly " $data"?: orderedScript_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"orderedScript_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "orderedScript_order"
};

(node as any).hash = "0594a552492157fcdda624e568ccc68e";

export default node;
