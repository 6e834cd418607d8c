/**
 * @generated SignedSource<<2a775555d9142fd27b2ed5d90ccc3073>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageServicesRoute_service$data = {
  readonly id: string;
  readonly name: string;
  readonly " $fragmentSpreads": FragmentRefs<"ServiceAdminRow_service" | "ServiceEditor_service">;
  readonly " $fragmentType": "ManageServicesRoute_service";
};
export type ManageServicesRoute_service$key = {
  readonly " $data"?: ManageServicesRoute_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageServicesRoute_service">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageServicesRoute_service",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceAdminRow_service"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ServiceEditor_service"
    }
  ],
  "type": "Service",
  "abstractKey": null
};

(node as any).hash = "b6640493e5663092f1218325dd48d175";

export default node;
