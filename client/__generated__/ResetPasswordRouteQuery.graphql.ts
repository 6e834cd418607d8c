/**
 * @generated SignedSource<<0fcb82dedf3a3a4e1af0005a5fbb1d14>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ResetPasswordRouteQuery$variables = {
  id: string;
  key: string;
};
export type ResetPasswordRouteQuery$data = {
  readonly passwordResetLink: {
    readonly expiresAt: string | null | undefined;
    readonly valid: boolean;
  };
};
export type ResetPasswordRouteQuery = {
  response: ResetPasswordRouteQuery$data;
  variables: ResetPasswordRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "key"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "key",
        "variableName": "key"
      }
    ],
    "concreteType": "PasswordResetLink",
    "kind": "LinkedField",
    "name": "passwordResetLink",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "valid",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "expiresAt",
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
    "name": "ResetPasswordRouteQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetPasswordRouteQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "35311b8d2da422a66224e6196e94f44c",
    "id": null,
    "metadata": {},
    "name": "ResetPasswordRouteQuery",
    "operationKind": "query",
    "text": "query ResetPasswordRouteQuery(\n  $id: String!\n  $key: String!\n) {\n  passwordResetLink(id: $id, key: $key) {\n    valid\n    expiresAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "de22ab13823020b17463baa57c2d9d64";

export default node;
