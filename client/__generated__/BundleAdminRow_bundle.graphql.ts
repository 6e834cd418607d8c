/**
 * @generated SignedSource<<97a1e72a69b7b4ff0a1b243dbb8bb2f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BundleAdminRow_bundle$data = {
  readonly active: boolean;
  readonly currency: string;
  readonly id: string;
  readonly messagesIncluded: number;
  readonly name: string;
  readonly periodMonths: number;
  readonly position: number;
  readonly price: number;
  readonly service: {
    readonly id: string;
    readonly name: string;
  };
  readonly slug: string;
  readonly wordsPerMessage: number;
  readonly " $fragmentType": "BundleAdminRow_bundle";
};
export type BundleAdminRow_bundle$key = {
  readonly " $data"?: BundleAdminRow_bundle$data;
  readonly " $fragmentSpreads": FragmentRefs<"BundleAdminRow_bundle">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BundleAdminRow_bundle",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
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
      "name": "messagesIncluded",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wordsPerMessage",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "periodMonths",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "price",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "currency",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "position",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "service",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Bundle",
  "abstractKey": null
};
})();

(node as any).hash = "a192e5caf30adec304e9bb94edb87634";

export default node;
