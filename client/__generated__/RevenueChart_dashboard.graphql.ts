/**
 * @generated SignedSource<<2732e3b6ad40d0a4546ad998ba277207>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DashboardPeriod = "DAY" | "MONTH" | "WEEK" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RevenueChart_dashboard$data = {
  readonly currency: string;
  readonly period: DashboardPeriod;
  readonly series: ReadonlyArray<{
    readonly from: string;
    readonly gross: number;
    readonly paidOrders: number;
    readonly refunded: number;
    readonly revenue: number;
    readonly to: string;
  }>;
  readonly " $fragmentType": "RevenueChart_dashboard";
};
export type RevenueChart_dashboard$key = {
  readonly " $data"?: RevenueChart_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevenueChart_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevenueChart_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "period",
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
      "concreteType": "DashboardBucket",
      "kind": "LinkedField",
      "name": "series",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "to",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "gross",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refunded",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revenue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "paidOrders",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "f125d16dbbe289e0dbfd36dd1c533734";

export default node;
