/**
 * @generated SignedSource<<807eda7ecae252e6eceb90ab4e6eb346>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeaturedVoicesCarousel_voices$data = ReadonlyArray<{
  readonly id: string;
  readonly languages: ReadonlyArray<string>;
  readonly name: string;
  readonly photoUrl: string | null | undefined;
  readonly samples: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly slug: string;
  readonly styles: ReadonlyArray<string>;
  readonly " $fragmentType": "FeaturedVoicesCarousel_voices";
}>;
export type FeaturedVoicesCarousel_voices$key = ReadonlyArray<{
  readonly " $data"?: FeaturedVoicesCarousel_voices$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeaturedVoicesCarousel_voices">;
}>;

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FeaturedVoicesCarousel_voices",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "slug",
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
      "name": "languages",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "styles",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VoiceSample",
      "kind": "LinkedField",
      "name": "samples",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
};
})();

(node as any).hash = "1fbe01030aa5de408a003126b4fd77ee";

export default node;
