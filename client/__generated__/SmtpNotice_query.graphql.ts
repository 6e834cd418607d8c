/**
 * @generated SignedSource<<7ac960f56eca64beafd59d6488ad1ca3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SmtpNotice_query$data = {
  readonly smtpConfigured: boolean;
  readonly " $fragmentType": "SmtpNotice_query";
};
export type SmtpNotice_query$key = {
  readonly " $data"?: SmtpNotice_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SmtpNotice_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SmtpNotice_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "smtpConfigured",
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "a6fd687871a02d85bb6bbe4e50ee0749";

export default node;
