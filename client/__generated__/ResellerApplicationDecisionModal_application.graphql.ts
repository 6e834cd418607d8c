/**
 * @generated SignedSource<<f470cff7ee908b7efeab6d594a0f58f0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResellerApplicationDecisionModal_application$data = {
  readonly applicant: {
    readonly email: string;
  };
  readonly companyName: string;
  readonly id: string;
  readonly " $fragmentType": "ResellerApplicationDecisionModal_application";
};
export type ResellerApplicationDecisionModal_application$key = {
  readonly " $data"?: ResellerApplicationDecisionModal_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerApplicationDecisionModal_application">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ResellerApplicationDecisionModal_application",
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
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "applicant",
      "plural": false,
      "selections": [
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
  "type": "ResellerApplication",
  "abstractKey": null
};

(node as any).hash = "0e2e65ab3637e586a3d9c22040f13ede";

export default node;
