/**
 * @generated SignedSource<<71bb5ff920476d9c97312c196ae19128>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ResellerApplicationStatus = "APPROVED" | "REJECTED" | "SUBMITTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ResellerApplicationRow_application$data = {
  readonly applicant: {
    readonly email: string;
    readonly id: string;
    readonly name: string;
  };
  readonly companyName: string;
  readonly country: string | null | undefined;
  readonly createdAt: string;
  readonly expectedVolume: string | null | undefined;
  readonly id: string;
  readonly rejectionReason: string | null | undefined;
  readonly salesChannels: string;
  readonly status: ResellerApplicationStatus;
  readonly vatNumber: string | null | undefined;
  readonly website: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerApplicationDecisionModal_application">;
  readonly " $fragmentType": "ResellerApplicationRow_application";
};
export type ResellerApplicationRow_application$key = {
  readonly " $data"?: ResellerApplicationRow_application$data;
  readonly " $fragmentSpreads": FragmentRefs<"ResellerApplicationRow_application">;
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
  "name": "ResellerApplicationRow_application",
  "selections": [
    (v0/*:: as any*/),
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
      "name": "vatNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "website",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expectedVolume",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salesChannels",
      "storageKey": null
    },
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
      "name": "rejectionReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ResellerApplicationDecisionModal_application"
    }
  ],
  "type": "ResellerApplication",
  "abstractKey": null
};
})();

(node as any).hash = "409da5dc3eff8513647a666dfb267035";

export default node;
