/**
 * @generated SignedSource<<27e623c1029f30aa42bb8618c5281ca0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderClientField_order$data = {
  readonly clientCompany: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly id: string;
  readonly " $fragmentType": "OrderClientField_order";
};
export type OrderClientField_order$key = {
  readonly " $data"?: OrderClientField_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderClientField_order">;
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
  "name": "OrderClientField_order",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Company",
      "kind": "LinkedField",
      "name": "clientCompany",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};
})();

(node as any).hash = "c5d8be12853f4357ad7a645547c8c024";

export default node;
