/**
 * @generated SignedSource<<b7cbf62542d4e8396198adeeadaeda4e>>
 * @relayHash 443e39c07d15a9e91ee8a84b7627ef68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec58ec658120a6505c556b3d57a353fbbec467754890212ca2376583e9930272

import { ConcreteRequest } from 'relay-runtime';
export type SavedFilterTable = "COMPANIES" | "DISCOUNTS" | "INBOX" | "LOGS" | "ORDERS" | "OUTBOX" | "PAYMENTS" | "PAYOUTS" | "REFERRALS" | "RESELLERS" | "RESELLER_APPLICATIONS" | "TAX_RATES" | "USERS" | "%future added value";
export type SavedFiltersMenuQuery$variables = {
  table: SavedFilterTable;
};
export type SavedFiltersMenuQuery$data = {
  readonly savedFilters: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly query: string;
  }>;
};
export type SavedFiltersMenuQuery = {
  response: SavedFiltersMenuQuery$data;
  variables: SavedFiltersMenuQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "table"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "table",
        "variableName": "table"
      }
    ],
    "concreteType": "SavedFilter",
    "kind": "LinkedField",
    "name": "savedFilters",
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
        "name": "name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "query",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SavedFiltersMenuQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SavedFiltersMenuQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec58ec658120a6505c556b3d57a353fbbec467754890212ca2376583e9930272",
    "metadata": {},
    "name": "SavedFiltersMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef91f7f842e6ecb191f77d9ccf3e4e28";

export default node;
