/**
 * @generated SignedSource<<6ec56f4ed89728f94105e89e228b25db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_settings$data = {
  readonly studioName: string;
  readonly " $fragmentType": "AppHeader_settings";
};
export type AppHeader_settings$key = {
  readonly " $data"?: AppHeader_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_settings",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "studioName",
      "storageKey": null
    }
  ],
  "type": "Settings",
  "abstractKey": null
};

(node as any).hash = "4aec06d255f6c5bbb7e42fd5973ab544";

export default node;
