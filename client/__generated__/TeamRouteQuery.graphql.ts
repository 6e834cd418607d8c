/**
 * @generated SignedSource<<f5338955ea370996fcd2672ab0b448aa>>
 * @relayHash 1183584647033f1335bb47a03ce88e8d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5ac7ab78c46fc095562db6e551dd0910b1e01b7ad54cf13abb0f86cd8d39224b

import { ConcreteRequest } from 'relay-runtime';
export type TeamRouteQuery$variables = Record<PropertyKey, never>;
export type TeamRouteQuery$data = {
  readonly contentEntries: ReadonlyArray<{
    readonly body: string;
    readonly id: string;
    readonly imageUrl: string | null | undefined;
    readonly subtitle: string | null | undefined;
    readonly title: string;
  }>;
};
export type TeamRouteQuery = {
  response: TeamRouteQuery$data;
  variables: TeamRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "kind",
        "value": "TEAM_MEMBER"
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
        "name": "subtitle",
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
        "name": "imageUrl",
        "storageKey": null
      }
    ],
    "storageKey": "contentEntries(kind:\"TEAM_MEMBER\")"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TeamRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "5ac7ab78c46fc095562db6e551dd0910b1e01b7ad54cf13abb0f86cd8d39224b",
    "metadata": {},
    "name": "TeamRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "07fdefe2a2c451fd71c59e4e93c66583";

export default node;
