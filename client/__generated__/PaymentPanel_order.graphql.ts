/**
 * @generated SignedSource<<ccd63c37ff21ca92d8c54412977e99f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PaymentPanel_order$data = {
  readonly billingCountry: string | null | undefined;
  readonly billingRegion: string;
  readonly currency: string;
  readonly email: string | null | undefined;
  readonly id: string;
  readonly total: number;
  readonly " $fragmentType": "PaymentPanel_order";
};
export type PaymentPanel_order$key = {
  readonly " $data"?: PaymentPanel_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"PaymentPanel_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PaymentPanel_order",
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
      "name": "total",
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
      "name": "billingCountry",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "billingRegion",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "d45395456b9c9f2e610e801b88ca57bb";

export default node;
