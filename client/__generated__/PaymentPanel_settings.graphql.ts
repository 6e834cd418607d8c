/**
 * @generated SignedSource<<8b6969fe4156882aacdec3575940903f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PaymentProvider = "STRIPE" | "TEST" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type PaymentPanel_settings$data = {
  readonly paymentProvider: PaymentProvider;
  readonly stripePublishableKey: string | null | undefined;
  readonly " $fragmentType": "PaymentPanel_settings";
};
export type PaymentPanel_settings$key = {
  readonly " $data"?: PaymentPanel_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentPanel_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentPanel_settings",
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

(node as any).hash = "973e0e72d2b0d5f386d2af91ab24fccd";

export default node;
