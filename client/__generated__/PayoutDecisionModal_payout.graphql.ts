/**
 * @generated SignedSource<<d840f8af2fd8ec46aaf15fb24be15457>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PayoutDecisionModal_payout$data = {
  readonly amount: number;
  readonly currency: string;
  readonly details: string | null | undefined;
  readonly id: string;
  readonly partner: {
    readonly email: string;
  };
  readonly " $fragmentType": "PayoutDecisionModal_payout";
};
export type PayoutDecisionModal_payout$key = {
  readonly " $data"?: PayoutDecisionModal_payout$data;
  readonly " $fragmentSpreads": FragmentRefs<"PayoutDecisionModal_payout">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PayoutDecisionModal_payout",
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
      "name": "details",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Payout",
  "abstractKey": null
};

(node as any).hash = "69710e7578b49dc0c77b9cbb4268dbaf";

export default node;
