/**
 * @generated SignedSource<<f97f9428b95999facd05da6314530c16>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactKind = "CONTACT" | "PARTNERSHIP" | "QUOTE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NewestMessages_dashboard$data = {
  readonly newestMessages: ReadonlyArray<{
    readonly createdAt: string;
    readonly handledAt: string | null | undefined;
    readonly id: string;
    readonly kind: ContactKind;
    readonly message: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "NewestMessages_dashboard";
};
export type NewestMessages_dashboard$key = {
  readonly " $data"?: NewestMessages_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"NewestMessages_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NewestMessages_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ContactMessage",
      "kind": "LinkedField",
      "name": "newestMessages",
      "plural": true,
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
          "kind": "ScalarField",
          "name": "kind",
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
          "name": "message",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "handledAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Dashboard",
  "abstractKey": null
};

(node as any).hash = "da12cb1eaa08503d05044e0c305c8dd0";

export default node;
