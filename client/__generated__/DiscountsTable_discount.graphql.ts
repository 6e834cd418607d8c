/**
 * @generated SignedSource<<610c8e8faf882d9d513c374edaa97776>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DiscountsTable_discount$data = {
  readonly code: string;
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"DiscountEditor_discount" | "DiscountRow_discount">;
  readonly " $fragmentType": "DiscountsTable_discount";
};
export type DiscountsTable_discount$key = {
  readonly " $data"?: DiscountsTable_discount$data;
  readonly " $fragmentSpreads": FragmentRefs<"DiscountsTable_discount">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DiscountsTable_discount",
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
      "name": "code",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DiscountRow_discount"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "DiscountEditor_discount"
    }
  ],
  "type": "Discount",
  "abstractKey": null
};

(node as any).hash = "09492854dadab495d9fc9f3025363272";

export default node;
