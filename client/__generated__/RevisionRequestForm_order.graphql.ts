/**
 * @generated SignedSource<<a827fdda2b8a64dcf3d4a435ac703d38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RevisionRequestForm_order$data = {
  readonly id: string;
  readonly items: ReadonlyArray<{
    readonly name: string;
  }>;
  readonly revisionAllowance: {
    readonly deadline: string | null | undefined;
    readonly left: number;
    readonly refusal: string | null | undefined;
  };
  readonly " $fragmentType": "RevisionRequestForm_order";
};
export type RevisionRequestForm_order$key = {
  readonly " $data"?: RevisionRequestForm_order$data;
  readonly " $fragmentSpreads": FragmentRefs<"RevisionRequestForm_order">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RevisionRequestForm_order",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "QuotedItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RevisionAllowance",
      "kind": "LinkedField",
      "name": "revisionAllowance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "left",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "deadline",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refusal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Order",
  "abstractKey": null
};

(node as any).hash = "2e92e1e27e05df2b625e62b30a999302";

export default node;
