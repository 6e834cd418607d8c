/**
 * @generated SignedSource<<d7cb14d51dc4c6d038285b2895729b25>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewSummary_service$data = {
  readonly bundles: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly name: string;
  readonly " $fragmentType": "ReviewSummary_service";
};
export type ReviewSummary_service$key = {
  readonly " $data"?: ReviewSummary_service$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewSummary_service">;
};

const node: ReaderFragment = (function(){
var v0 = {
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
  "name": "ReviewSummary_service",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Service",
  "abstractKey": null
};
})();

(node as any).hash = "e4eb31554814d4416f5e4b060a7cd8e3";

export default node;
