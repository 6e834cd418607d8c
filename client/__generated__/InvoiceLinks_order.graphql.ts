/**
 * @generated SignedSource<<e1ee87fb689bb3c4d3d78310dfa87fe9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceKind = "CREDIT_NOTE" | "INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvoiceLinks_order$data = {
  readonly invoices: ReadonlyArray<{
    readonly currency: string;
    readonly downloadUrl: string;
    readonly id: string;
    readonly issuedAt: string;
    readonly kind: InvoiceKind;
    readonly number: string;
    readonly total: number;
  }>;
  readonly " $fragmentType": "InvoiceLinks_order";
};
export type InvoiceLinks_order$key = {
  readonly " $data"?: InvoiceLinks_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvoiceLinks_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvoiceLinks_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Invoice",
      "kind": "LinkedField",
      "name": "invoices",
      "plural": true,
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
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "issuedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "downloadUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "2631f6018c880b6f72aa99ee5b34ff09";

export default node;
