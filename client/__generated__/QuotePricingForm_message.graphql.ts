/**
 * @generated SignedSource<<09d43a07c23d9ce7eb35bbe9ff9ba8bd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuotePricingForm_message$data = {
  readonly details: unknown;
  readonly email: string;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "QuotePricingForm_message";
};
export type QuotePricingForm_message$key = {
  readonly " $data"?: QuotePricingForm_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"QuotePricingForm_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "QuotePricingForm_message",
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
      "name": "name",
      "storageKey": null
    },
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
      "name": "details",
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};

(node as any).hash = "a66c724e3ab2584a7b4f81af084740e5";

export default node;
