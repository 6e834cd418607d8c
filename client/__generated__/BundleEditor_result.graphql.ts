/**
 * @generated SignedSource<<4f67e75137417480a5158100897c9fbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type BundleEditor_result$data = {
  readonly id: string;
  readonly name: string;
  readonly service: {
    readonly bundles: ReadonlyArray<{
      readonly id: string;
    }>;
    readonly id: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"BundleAdminRow_bundle" | "BundleEditor_bundle">;
  readonly " $fragmentType": "BundleEditor_result";
};
export type BundleEditor_result$key = {
  readonly " $data"?: BundleEditor_result$data;
  readonly " $fragmentSpreads": FragmentRefs<"BundleEditor_result">;
};

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
  "metadata": null,
  "name": "BundleEditor_result",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "BundleAdminRow_bundle"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BundleEditor_bundle"
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
        {
          "alias": null,
          "args": null,
          "concreteType": "Bundle",
          "kind": "LinkedField",
          "name": "bundles",
          "plural": true,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Bundle",
  "abstractKey": null
};
})();

(node as any).hash = "d825fd7b1a4d0d4e88a296f2693d9d04";

export default node;
