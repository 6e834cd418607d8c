/**
 * @generated SignedSource<<450c02d41bfe3ff671906b41f6fe22c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderTimelineActors_order$data = {
  readonly events: ReadonlyArray<{
    readonly actor: {
      readonly email: string;
      readonly name: string;
    } | null | undefined;
  }>;
  readonly " $fragmentType": "OrderTimelineActors_order";
};
export type OrderTimelineActors_order$key = {
  readonly " $data"?: OrderTimelineActors_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"OrderTimelineActors_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OrderTimelineActors_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "OrderEvent",
      "kind": "LinkedField",
      "name": "events",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "actor",
          "plural": false,
          "selections": [
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
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "cb6205e809f44000844edc049e0cfc91";

export default node;
