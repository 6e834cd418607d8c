/**
 * @generated SignedSource<<17ee3c5d7eeb5dfbba2e464edda08ef3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoiceFilterBar_facets$data = {
  readonly languages: ReadonlyArray<string>;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "VoiceFilterBar_facets";
};
export type VoiceFilterBar_facets$key = {
  readonly " $data"?: VoiceFilterBar_facets$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceFilterBar_facets">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoiceFilterBar_facets",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "languages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "styles",
      "storageKey": null
    }
  ],
  "type": "VoiceFacets",
  "abstractKey": null
};

(node as any).hash = "cdd480cf99596ade9e6258c605a2a8af";

export default node;
