/**
 * @generated SignedSource<<4eb93d34a56a0d419854747d73cf2561>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServicePricing_service$data = {
  readonly basePrice: number;
  readonly bundles: ReadonlyArray<{
    readonly price: number;
  }>;
  readonly currency: string;
  readonly includedWords: number;
  readonly perWordPrice: number;
  readonly pricingModel: PricingModel;
  readonly rushFee: number;
  readonly rushTurnaroundDays: number;
  readonly turnaroundDays: number;
  readonly " $fragmentType": "ServicePricing_service";
};
export type ServicePricing_service$key = {
  readonly " $data"?: ServicePricing_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServicePricing_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServicePricing_service",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pricingModel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "basePrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "includedWords",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "perWordPrice",
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
      "name": "turnaroundDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rushFee",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rushTurnaroundDays",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Bundle",
      "kind": "LinkedField",
      "name": "bundles",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "4e6781834d69520015337ebef9ed7468";

export default node;
