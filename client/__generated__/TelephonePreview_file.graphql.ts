/**
 * @generated SignedSource<<5687838516ccd3fc51c1b9bfe1b0f43c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TelephonePreview_file$data = {
  readonly url: string | null | undefined;
  readonly " $fragmentType": "TelephonePreview_file";
};
export type TelephonePreview_file$key = {
  readonly " $data"?: TelephonePreview_file$data;
  readonly " $fragmentSpreads": FragmentRefs<"TelephonePreview_file">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TelephonePreview_file",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "type": "Deliverable",
  "abstractKey": null
};

(node as any).hash = "67304a05884ba5334a4e0d6e1647139c";

export default node;
