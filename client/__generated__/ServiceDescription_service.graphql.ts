/**
 * @generated SignedSource<<f5b15f198692ce4f0c7884d438787817>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ServiceDescription_service$data = {
  readonly description: string;
  readonly " $fragmentSpreads": FragmentRefs<"ServicePricing_service">;
  readonly " $fragmentType": "ServiceDescription_service";
};
export type ServiceDescription_service$key = {
  readonly " $data"?: ServiceDescription_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceDescription_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ServiceDescription_service",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServicePricing_service"
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "890bf8108834fe08b92ddd365f96035a";

export default node;
