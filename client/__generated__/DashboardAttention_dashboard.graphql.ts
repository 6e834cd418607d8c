/**
 * @generated SignedSource<<0028179ceab59251714d7452c59714c4>>
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
  readonly pendingResellerApplications: number;
  readonly requestedPayoutAmount: number;
  readonly requestedPayouts: number;
  readonly revisionRequested: number;
  readonly unhandledMessages: number;
  readonly " $fragmentType": "DashboardAttention_dashboard";
};
export type DashboardAttention_dashboard$key = {
  readonly " $data"?: DashboardAttention_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardAttention_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingResellerApplications",
      "storageKey": null
    },
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unhandledMessages",
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "d0396fc55e3b817c21c0ca1d32d6cbcd";

export default node;
