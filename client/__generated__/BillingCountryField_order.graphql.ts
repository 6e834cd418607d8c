/**
 * @generated SignedSource<<025bd3adeb8c974aba506944ae5269b2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BillingCountryField_order$data = {
  readonly billingCountry: string | null | undefined;
  readonly billingRegion: string;
  readonly " $fragmentType": "BillingCountryField_order";
};
export type BillingCountryField_order$key = {
  readonly " $data"?: BillingCountryField_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"BillingCountryField_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BillingCountryField_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingCountry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingRegion",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "7435cf4d8ae3cd74a2545802a32f7247";

export default node;
