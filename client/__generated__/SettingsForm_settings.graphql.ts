/**
 * @generated SignedSource<<94fd8bd9ff07c18e717ef3b214847236>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReferralCommissionOn = "FIRST_ORDER" | "ORDERS_WITHIN_MONTHS" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SettingsForm_settings$data = {
  readonly address: string;
  readonly approvalWindowDays: number;
  readonly audioLeadMs: number;
  readonly audioTailMs: number;
  readonly checkoutReminderHours: number;
  readonly commissionHoldingDays: number;
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly country: string;
  readonly currency: string;
  readonly description: string;
  readonly extraRevisionPrice: number;
  readonly freeRevisions: number;
  readonly masterMaxMinutes: number;
  readonly payoutMinimum: number;
  readonly referralCommissionOn: ReferralCommissionOn;
  readonly referralMonths: number;
  readonly referralRateBasisPoints: number;
  readonly revisionWindowDays: number;
  readonly studioName: string;
  readonly vatNumber: string;
  readonly wordsPerMinute: number;
  readonly " $fragmentType": "SettingsForm_settings";
};
export type SettingsForm_settings$key = {
  readonly " $data"?: SettingsForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsForm_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
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
      "name": "vatNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wordsPerMinute",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "freeRevisions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "revisionWindowDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "extraRevisionPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "approvalWindowDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "audioLeadMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "audioTailMs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "masterMaxMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralRateBasisPoints",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralCommissionOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "referralMonths",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commissionHoldingDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payoutMinimum",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "checkoutReminderHours",
      "storageKey": null
    }
  ],
  "type": "AdminSettings",
  "abstractKey": null
};

(node as any).hash = "64a22b3e975b4e3f2976a059fa024373";

export default node;
