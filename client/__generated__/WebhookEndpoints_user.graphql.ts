/**
 * @generated SignedSource<<069bffb89a04282b903af87a463c28d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type WebhookEndpoints_user$data = {
  readonly id: string;
  readonly webhookEndpoints: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointCard_endpoint">;
  }>;
  readonly " $fragmentType": "WebhookEndpoints_user";
};
export type WebhookEndpoints_user$key = {
  readonly " $data"?: WebhookEndpoints_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpoints_user">;
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
  "name": "WebhookEndpoints_user",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "WebhookEndpoint",
      "kind": "LinkedField",
      "name": "webhookEndpoints",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "WebhookEndpointCard_endpoint"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "e0cfbac488621f9d2c2d8bcf1943170b";

export default node;
