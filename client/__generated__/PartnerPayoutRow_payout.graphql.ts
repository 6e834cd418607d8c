/**
 * @generated SignedSource<<4d2c21713c27a8a9405b76790d9dfe92>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PayoutStatus = "APPROVED" | "PAID" | "REJECTED" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PartnerPayoutRow_payout$data = {
  readonly amount: number;
  readonly createdAt: string;
  readonly currency: string;
  readonly reference: string | null | undefined;
  readonly rejectionReason: string | null | undefined;
  readonly status: PayoutStatus;
  readonly " $fragmentType": "PartnerPayoutRow_payout";
};
export type PartnerPayoutRow_payout$key = {
  readonly " $data"?: PartnerPayoutRow_payout$data;
  readonly " $fragmentSpreads": FragmentRefs<"PartnerPayoutRow_payout">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PartnerPayoutRow_payout",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
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
      "name": "reference",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectionReason",
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
  "type": "Payout",
  "abstractKey": null
};

(node as any).hash = "96177904dbbb66295cffeead71a79cce";

export default node;
