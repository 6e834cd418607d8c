/**
 * @generated SignedSource<<b2b0e31044fddda206f9dbf9a721faae>>
 * @relayHash 6d4fb8ddc15e246e1ac23469d5f309e3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 702e367e72a811a5ba5918c971437cb6465924e0bc7d748f5fec8115bcf6de16

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentKind = "FAQ" | "ON_AIR" | "PAGE" | "PARTNER" | "TEAM_MEMBER" | "%future added value";
export type ManageContentRouteQuery$variables = {
  kind: ContentKind;
};
export type ManageContentRouteQuery$data = {
  readonly manageContentEntries: ReadonlyArray<{
    readonly id: string;
    readonly position: number;
    readonly title: string;
    readonly " $fragmentSpreads": FragmentRefs<"ContentEntryEditor_entry" | "ContentEntryRow_entry">;
  }>;
};
export type ManageContentRouteQuery = {
  response: ManageContentRouteQuery$data;
  variables: ManageContentRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "kind"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "position",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageContentRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "manageContentEntries",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContentEntryRow_entry"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ContentEntryEditor_entry"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageContentRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ContentEntry",
        "kind": "LinkedField",
        "name": "manageContentEntries",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "subtitle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "slug",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "published",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "body",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "imageUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "702e367e72a811a5ba5918c971437cb6465924e0bc7d748f5fec8115bcf6de16",
    "metadata": {},
    "name": "ManageContentRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "e9443e09857ab576e053637c820c0e8e";

export default node;
