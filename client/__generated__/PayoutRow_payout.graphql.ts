/**
 * @generated SignedSource<<caf1128832fa01ba61762f9c05001b84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PayoutStatus = "APPROVED" | "PAID" | "REJECTED" | "REQUESTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PayoutRow_payout$data = {
  readonly amount: number;
  readonly createdAt: string;
  readonly currency: string;
  readonly decidedAt: string | null | undefined;
  readonly details: string | null | undefined;
  readonly id: string;
  readonly partner: {
    readonly email: string;
    readonly id: string;
    readonly name: string;
  };
  readonly reference: string | null | undefined;
  readonly rejectionReason: string | null | undefined;
  readonly status: PayoutStatus;
  readonly " $fragmentSpreads": FragmentRefs<"PayoutDecisionModal_payout">;
  readonly " $fragmentType": "PayoutRow_payout";
};
export type PayoutRow_payout$key = {
  readonly " $data"?: PayoutRow_payout$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayoutRow_payout">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayoutRow_payout",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "details",
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decidedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "partner",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PayoutDecisionModal_payout"
    }
  ],
  "type": "Payout",
  "abstractKey": null
};
})();

(node as any).hash = "448285e90c562fe26b2cb531b03b7084";

export default node;
