/**
 * @generated SignedSource<<3c527fd18e2b0dcf52e2703a5b41d559>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageReferralRow_referral$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly ineligibleReason: string | null | undefined;
  readonly referredUser: {
    readonly email: string;
    readonly id: string;
  };
  readonly referrer: {
    readonly email: string;
    readonly id: string;
  };
  readonly " $fragmentType": "ManageReferralRow_referral";
};
export type ManageReferralRow_referral$key = {
  readonly " $data"?: ManageReferralRow_referral$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageReferralRow_referral">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "email",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageReferralRow_referral",
  "selections": [
    (v0/*:: as any*/),
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
      "kind": "ScalarField",
      "name": "ineligibleReason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "referrer",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "referredUser",
      "plural": false,
      "selections": (v1/*:: as any*/),
      "storageKey": null
    }
  ],
  "type": "Referral",
  "abstractKey": null
};
})();

(node as any).hash = "e96868157795bd84bcc82055521b3cea";

export default node;
