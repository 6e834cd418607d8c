/**
 * @generated SignedSource<<71c2b1b34da45c420bc20bbd2e6826e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeTrust_intro$data = {
  readonly body: string;
  readonly " $fragmentType": "HomeTrust_intro";
};
export type HomeTrust_intro$key = {
  readonly " $data"?: HomeTrust_intro$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeTrust_intro">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeTrust_intro",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "body",
      "storageKey": null
    }
  ],
  "type": "ContentEntry",
  "abstractKey": null
};

(node as any).hash = "6a63ddb2437591f25dfec88117da16af";

export default node;
