/**
 * @generated SignedSource<<bf2dbde38edd8ee03d54366c4cff6321>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type FileFormat = "ALAW_8K_RAW" | "ALAW_8K_WAV" | "AMR_NB" | "G722" | "G726_8K_WAV" | "M4A" | "MP3" | "MULAW_8K_RAW" | "MULAW_8K_WAV" | "PCM16_8K_WAV" | "PCM16_WAV" | "SLN_8K" | "VOX_6K" | "VOX_8K" | "%future added value";
export type OrderStatus = "CANCELLED" | "COMPLETED" | "DELIVERED" | "DRAFT" | "IN_PRODUCTION" | "PAID" | "PARTIALLY_REFUNDED" | "PENDING_PAYMENT" | "QUOTE_REQUESTED" | "REFUNDED" | "REVISION_REQUESTED" | "%future added value";
export type PaymentStatus = "CANCELLED" | "FAILED" | "PARTIALLY_REFUNDED" | "PENDING" | "REFUNDED" | "REQUIRES_ACTION" | "SUCCEEDED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChangeGuestOrder_order$data = {
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
  readonly number: number;
  readonly payments: ReadonlyArray<{
    readonly status: PaymentStatus;
  }>;
  readonly rush: boolean;
  readonly service: {
    readonly slug: string;
  };
  readonly status: OrderStatus;
  readonly track: {
    readonly id: string;
  } | null | undefined;
  readonly voice: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "ChangeGuestOrder_order";
};
export type ChangeGuestOrder_order$key = {
  readonly " $data"?: ChangeGuestOrder_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChangeGuestOrder_order">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "slug",
    "storageKey": null
  }
],
v3 = [
  (v0/*:: as any*/)
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChangeGuestOrder_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "number",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fileFormats",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rush",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "customerNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "service",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Bundle",
      "kind": "LinkedField",
      "name": "bundle",
      "plural": false,
      "selections": (v2/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Voice",
      "kind": "LinkedField",
      "name": "voice",
      "plural": false,
      "selections": (v3/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SoundtrackTrack",
      "kind": "LinkedField",
      "name": "track",
      "plural": false,
      "selections": (v3/*:: as any*/),
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
      "args": null,
      "concreteType": "Payment",
      "kind": "LinkedField",
      "name": "payments",
      "plural": true,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "a1b5d41e338739d83a50f616da65cf8f";

export default node;
