/**
 * @generated SignedSource<<eb89f519c6901027f56f7654dc9fccff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardAttention_dashboard$data = {
  readonly currency: string;
  readonly dueToday: number;
  readonly overdue: number;
  readonly pendingResellerApplications?: number;
  readonly requestedPayoutAmount?: number;
  readonly requestedPayouts?: number;
  readonly revisionRequested: number;
  readonly unhandledMessages?: number;
  readonly " $fragmentType": "DashboardAttention_dashboard";
};
export type DashboardAttention_dashboard$key = {
  readonly " $data"?: DashboardAttention_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardAttention_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "admin"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "bookkeeping"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "production"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardAttention_dashboard",
  "selections": [
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
      "name": "dueToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "overdue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revisionRequested",
      "storageKey": null
    },
    {
      "condition": "admin",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pendingResellerApplications",
          "storageKey": null
        }
      ]
    },
    {
      "condition": "bookkeeping",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedPayouts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedPayoutAmount",
          "storageKey": null
        }
      ]
    },
    {
      "condition": "production",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unhandledMessages",
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "28a508935b23d9a54b7d42bf0e990e38";

export default node;
