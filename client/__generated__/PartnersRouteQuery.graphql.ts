/**
 * @generated SignedSource<<fe8fe0beb650f3d3a53fcbd83541d292>>
 * @relayHash 9dc00277b68cace3d8067dc500f98f5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fe1a14a6b14ca1248ba07ddac196772189b33a1b476a08fadebd45ac2e73a8dd

import { ConcreteRequest } from 'relay-runtime';
export type PartnersRouteQuery$variables = Record<PropertyKey, never>;
export type PartnersRouteQuery$data = {
  readonly contentEntries: ReadonlyArray<{
    readonly body: string;
    readonly id: string;
    readonly title: string;
    readonly url: string | null | undefined;
  }>;
};
export type PartnersRouteQuery = {
  response: PartnersRouteQuery$data;
  variables: PartnersRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "PARTNER"
      }
    ],
    "concreteType": "ContentEntry",
    "kind": "LinkedField",
    "name": "contentEntries",
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
        "name": "title",
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
      }
    ],
    "storageKey": "contentEntries(kind:\"PARTNER\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PartnersRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PartnersRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "fe1a14a6b14ca1248ba07ddac196772189b33a1b476a08fadebd45ac2e73a8dd",
    "metadata": {},
    "name": "PartnersRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "cc117f4c25016b224d230f2f7649e5f4";

export default node;
