/**
 * @generated SignedSource<<8e27070b8400080e876457ffcb41bf79>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeServices_services$data = ReadonlyArray<{
  readonly id: string;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceCard_service">;
  readonly " $fragmentType": "HomeServices_services";
}>;
export type HomeServices_services$key = ReadonlyArray<{
  readonly " $data"?: HomeServices_services$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeServices_services">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "HomeServices_services",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceCard_service"
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "ec8b821a87f89ff6f842b90883110505";

export default node;
