/**
 * @generated SignedSource<<842ff0642b4453b5566c15fffb592c5b>>
 * @relayHash 35311b8d2da422a66224e6196e94f44c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4786f077e28cf15665019598825f5b9fd2c5e65b9dd9a53256180d4e3d0e2c0b

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
    "id": "4786f077e28cf15665019598825f5b9fd2c5e65b9dd9a53256180d4e3d0e2c0b",
    "metadata": {},
    "name": "ResetPasswordRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "de22ab13823020b17463baa57c2d9d64";

export default node;
