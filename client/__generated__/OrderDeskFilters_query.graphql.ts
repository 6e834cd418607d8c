/**
 * @generated SignedSource<<68a557db60b7262dd7fe3eff48c8bf74>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDeskFilters_query$data = {
  readonly manageServices: ReadonlyArray<{
    readonly name: string;
    readonly slug: string;
  }>;
  readonly manageVoices: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly " $fragmentType": "OrderDeskFilters_query";
};
export type OrderDeskFilters_query$key = {
  readonly " $data"?: OrderDeskFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderDeskFilters_query">;
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
  "name": "OrderDeskFilters_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Service",
      "kind": "LinkedField",
      "name": "manageServices",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Voice",
      "kind": "LinkedField",
      "name": "manageVoices",
      "plural": true,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "cb2b7012b0cdcd16929c4092e38ed806";

export default node;
