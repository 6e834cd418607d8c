/**
 * @generated SignedSource<<6075c38e2765540ebf4f6b0c8b429a4e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderDeskFilters_query$data = {
  readonly orderDeskChoices: {
    readonly services: ReadonlyArray<{
      readonly name: string;
      readonly slug: string;
    }>;
    readonly voices: ReadonlyArray<{
      readonly name: string;
    }>;
  };
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
      "concreteType": "OrderDeskChoices",
      "kind": "LinkedField",
      "name": "orderDeskChoices",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OrderDeskServiceChoice",
          "kind": "LinkedField",
          "name": "services",
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
          "concreteType": "OrderDeskVoiceChoice",
          "kind": "LinkedField",
          "name": "voices",
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
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c923ff5db2f681f490be7e4403fa65f8";

export default node;
