/**
 * @generated SignedSource<<b484940fc657604f28dc019d12342f00>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HandledToggle_message$data = {
  readonly handledAt: string | null | undefined;
  readonly id: string;
  readonly name: string;
  readonly " $fragmentType": "HandledToggle_message";
};
export type HandledToggle_message$key = {
  readonly " $data"?: HandledToggle_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"HandledToggle_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HandledToggle_message",
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
      "name": "handledAt",
      "storageKey": null
    }
  ],
  "type": "ContactMessage",
  "abstractKey": null
};

(node as any).hash = "63c8aa85b00887b2af05546a51dc2616";

export default node;
