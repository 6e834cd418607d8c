/**
 * @generated SignedSource<<9a35561fc785e03274355192cd79500f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "STRIPE" | "TEST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type SettingsIntegrations_settings$data = {
  readonly integrations: ReadonlyArray<{
    readonly name: string;
    readonly value: string | null | undefined;
    readonly variable: string;
  }>;
  readonly paymentProvider: PaymentProvider;
  readonly " $fragmentType": "SettingsIntegrations_settings";
};
export type SettingsIntegrations_settings$key = {
  readonly " $data"?: SettingsIntegrations_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"SettingsIntegrations_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SettingsIntegrations_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "paymentProvider",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "SettingsIntegration",
      "kind": "LinkedField",
      "name": "integrations",
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
          "name": "variable",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "value",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminSettings",
  "abstractKey": null
};

(node as any).hash = "9094e85b631e967ecc0c849c9387fc25";

export default node;
