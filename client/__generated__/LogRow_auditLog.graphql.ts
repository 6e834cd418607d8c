/**
 * @generated SignedSource<<da483ba7591152999ac49eddccbb7070>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LogRow_auditLog$data = {
  readonly action: string;
  readonly actor: {
    readonly email: string;
    readonly id: string;
    readonly name: string;
  } | null | undefined;
  readonly actorEmail: string | null | undefined;
  readonly createdAt: string;
  readonly entityId: string | null | undefined;
  readonly entityType: string | null | undefined;
  readonly id: string;
  readonly ip: string | null | undefined;
  readonly metadata: unknown;
  readonly userAgent: string | null | undefined;
  readonly " $fragmentType": "LogRow_auditLog";
};
export type LogRow_auditLog$key = {
  readonly " $data"?: LogRow_auditLog$data;
  readonly " $fragmentSpreads": FragmentRefs<"LogRow_auditLog">;
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
  "name": "LogRow_auditLog",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "action",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "actorEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "entityId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "ip",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "userAgent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "metadata",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "AuditLog",
  "abstractKey": null
};
})();

(node as any).hash = "c1056f75e24847d0af66ab0b958a1aa6";

export default node;
