/**
 * @generated SignedSource<<ae0806a1606c8517bd1a1a316138f5d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PricingModel = "BUNDLE" | "FLAT" | "PER_PROMPT" | "PER_WORD" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ServiceEditor_service$data = {
  readonly active: boolean;
  readonly basePrice: number;
  readonly currency: string;
  readonly description: string;
  readonly id: string;
  readonly includedWords: number;
  readonly name: string;
  readonly perWordPrice: number;
  readonly pricingModel: PricingModel;
  readonly rushFee: number;
  readonly rushTurnaroundDays: number;
  readonly slug: string;
  readonly summary: string;
  readonly turnaroundDays: number;
  readonly " $fragmentType": "ServiceEditor_service";
};
export type ServiceEditor_service$key = {
  readonly " $data"?: ServiceEditor_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceEditor_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceEditor_service",
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
      "name": "slug",
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
      "name": "description",
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
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "45c8aa655517e131d850c4797724288a";

export default node;
