/**
 * @generated SignedSource<<67de015b1ca8a9af6e17967751eee410>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "STRIPE" | "TEST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ExtraRevisionPurchase_settings$data = {
  readonly paymentProvider: PaymentProvider;
  readonly stripePublishableKey: string | null | undefined;
  readonly " $fragmentType": "ExtraRevisionPurchase_settings";
};
export type ExtraRevisionPurchase_settings$key = {
  readonly " $data"?: ExtraRevisionPurchase_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExtraRevisionPurchase_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExtraRevisionPurchase_settings",
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
      "kind": "ScalarField",
      "name": "stripePublishableKey",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "e8c94f611b4d7ea2119ea897ce95fe87";

export default node;
