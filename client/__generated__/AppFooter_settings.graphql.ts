/**
 * @generated SignedSource<<adee781bb2a66847720fd60a7fdf7b10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppFooter_settings$data = {
  readonly address: string;
  readonly contactEmail: string;
  readonly contactPhone: string;
  readonly studioName: string;
  readonly " $fragmentType": "AppFooter_settings";
};
export type AppFooter_settings$key = {
  readonly " $data"?: AppFooter_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppFooter_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppFooter_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contactPhone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "8c81649e7786c4f2d54991192142f782";

export default node;
