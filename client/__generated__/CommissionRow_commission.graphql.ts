/**
 * @generated SignedSource<<d770c5eba22121d1173b8c2d6075f421>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type CommissionSource = "REFERRAL" | "RESELLER" | "%future added value";
export type CommissionStatus = "APPROVED" | "CLAWED_BACK" | "PAID" | "PENDING" | "VOID" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type CommissionRow_commission$data = {
  readonly amount: number;
  readonly availableAt: string;
  readonly currency: string;
  readonly endReason: string | null | undefined;
  readonly id: string;
  readonly order: {
    readonly id: string;
    readonly number: number;
  };
  readonly partner: {
    readonly email: string;
    readonly id: string;
  };
  readonly source: CommissionSource;
  readonly status: CommissionStatus;
  readonly " $fragmentType": "CommissionRow_commission";
};
export type CommissionRow_commission$key = {
  readonly " $data"?: CommissionRow_commission$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommissionRow_commission">;
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
  "name": "CommissionRow_commission",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "source",
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
      "name": "availableAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endReason",
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
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "order",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Commission",
  "abstractKey": null
};
})();

(node as any).hash = "e4a45487fcd5f6dcd1815775c4ecb996";

export default node;
