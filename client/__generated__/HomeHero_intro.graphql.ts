/**
 * @generated SignedSource<<210cfd85531fce01369bb068c028ed45>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomeHero_intro$data = {
  readonly subtitle: string | null | undefined;
  readonly title: string;
  readonly " $fragmentType": "HomeHero_intro";
};
export type HomeHero_intro$key = {
  readonly " $data"?: HomeHero_intro$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomeHero_intro">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomeHero_intro",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtitle",
      "storageKey": null
    }
  ],
  "type": "ContentEntry",
  "abstractKey": null
};

(node as any).hash = "d8dcde5f87ad40bb7919d03ded5f364e";

export default node;
