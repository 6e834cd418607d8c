/**
 * @generated SignedSource<<4d7c0b4b3cbf191fcfa6da9afc1f9733>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type FileFormat = "ALAW_8K_RAW" | "ALAW_8K_WAV" | "AMR_NB" | "G722" | "G726_8K_WAV" | "M4A" | "MP3" | "MULAW_8K_RAW" | "MULAW_8K_WAV" | "PCM16_8K_WAV" | "PCM16_WAV" | "SLN_8K" | "VOX_6K" | "VOX_8K" | "%future added value";
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type serverDraft_order$data = {
  readonly bundle: {
    readonly slug: string;
  } | null | undefined;
  readonly customerNote: string | null | undefined;
  readonly fileFormats: ReadonlyArray<FileFormat>;
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly name: string;
    readonly text: string;
  }>;
  readonly language: string | null | undefined;
  readonly rush: boolean;
  readonly status: OrderStatus;
  readonly track: {
    readonly id: string;
  } | null | undefined;
  readonly voice: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "serverDraft_order";
};
export type serverDraft_order$key = {
  readonly " $data"?: serverDraft_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"serverDraft_order">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "serverDraft_order"
};

(node as any).hash = "0fb93527dcda37b02cfee4848c7148f6";

export default node;
