/**
 * @generated SignedSource<<eefcd0f322f5c81df366547148e480d5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryOptions_service$data = {
  readonly currency: string;
  readonly rushFee: number;
  readonly rushTurnaroundDays: number;
  readonly turnaroundDays: number;
  readonly " $fragmentType": "DeliveryOptions_service";
};
export type DeliveryOptions_service$key = {
  readonly " $data"?: DeliveryOptions_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryOptions_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryOptions_service",
  "selections": [
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
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "7f8223b4e8729271824df9f95518f06b";

export default node;
