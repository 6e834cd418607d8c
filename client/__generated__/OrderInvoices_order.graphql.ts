/**
 * @generated SignedSource<<b17dfe99f328f606ebb582cadc338772>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type InvoiceKind = "CREDIT_NOTE" | "INVOICE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OrderInvoices_order$data = {
  readonly invoices: ReadonlyArray<{
    readonly currency: string;
    readonly downloadUrl: string;
    readonly id: string;
    readonly issuedAt: string;
    readonly kind: InvoiceKind;
    readonly number: string;
    readonly total: number;
  }>;
  readonly " $fragmentType": "OrderInvoices_order";
};
export type OrderInvoices_order$key = {
  readonly " $data"?: OrderInvoices_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderInvoices_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderInvoices_order",
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

(node as any).hash = "0eb46fde0f89d5b4389c6dda04a007fc";

export default node;
