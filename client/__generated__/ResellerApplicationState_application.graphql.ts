/**
 * @generated SignedSource<<4f8b68373faac103174f6b2abf51529f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResellerApplicationStatus = "APPROVED" | "REJECTED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResellerApplicationState_application$data = {
  readonly companyName: string;
  readonly createdAt: string;
  readonly rejectionReason: string | null | undefined;
  readonly status: ResellerApplicationStatus;
  readonly " $fragmentType": "ResellerApplicationState_application";
};
export type ResellerApplicationState_application$key = {
  readonly " $data"?: ResellerApplicationState_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerApplicationState_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerApplicationState_application",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rejectionReason",
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
  "type": "ResellerApplication",
  "abstractKey": null
};

(node as any).hash = "15ca1a1491af6013d1b1a7bf3393da1a";

export default node;
