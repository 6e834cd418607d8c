/**
 * @generated SignedSource<<de75e00ddc611ba923b4d3c286045be2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceCard_service$data = {
  readonly basePrice: number;
  readonly bundles: ReadonlyArray<{
    readonly price: number;
  }>;
  readonly currency: string;
  readonly includedWords: number;
  readonly name: string;
  readonly perWordPrice: number;
  readonly pricingModel: PricingModel;
  readonly rushFee: number;
  readonly rushTurnaroundDays: number;
  readonly slug: string;
  readonly summary: string;
  readonly turnaroundDays: number;
  readonly " $fragmentType": "ServiceCard_service";
};
export type ServiceCard_service$key = {
  readonly " $data"?: ServiceCard_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceCard_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceCard_service",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "summary",
      "storageKey": null
    },
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

(node as any).hash = "9667501216f1a9be43b5100d6a5f7c83";

export default node;
