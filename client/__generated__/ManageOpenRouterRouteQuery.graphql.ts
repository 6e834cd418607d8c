/**
 * @generated SignedSource<<69d5dd7dc273375ea701495a3cfb03ee>>
 * @relayHash 9bb9e2f23c2236df5e5dda66ff20d953
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4cb76ab5ac0934287c270b104aab3ef3120e7b63f635d52b19953113ebb9a54c

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageOpenRouterRouteQuery$variables = Record<PropertyKey, never>;
export type ManageOpenRouterRouteQuery$data = {
  readonly scriptAssistantSettings: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AssistantInstructionsForm_settings" | "OpenRouterKeyForm_settings">;
  };
};
export type ManageOpenRouterRouteQuery = {
  response: ManageOpenRouterRouteQuery$data;
  variables: ManageOpenRouterRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ManageOpenRouterRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ScriptAssistantSettings",
        "kind": "LinkedField",
        "name": "scriptAssistantSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OpenRouterKeyForm_settings"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AssistantInstructionsForm_settings"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ManageOpenRouterRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ScriptAssistantSettings",
        "kind": "LinkedField",
        "name": "scriptAssistantSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keySet",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keyLastFour",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keySource",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "keyUnreadable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "environmentKeySet",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "model",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "defaultModel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ScriptAssistantInstruction",
            "kind": "LinkedField",
            "name": "instructions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "task",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "text",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultText",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "4cb76ab5ac0934287c270b104aab3ef3120e7b63f635d52b19953113ebb9a54c",
    "metadata": {},
    "name": "ManageOpenRouterRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "41600df54f2a8f6555088bd6c8ff5838";

export default node;
