/**
 * @generated SignedSource<<6a81800b0930ece4696b71e90498b035>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ScriptAssistantTask = "CHECK_PRONUNCIATION" | "DRAFT" | "SHORTEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AssistantInstructionsForm_settings$data = {
  readonly defaultModel: string;
  readonly instructions: ReadonlyArray<{
    readonly defaultText: string;
    readonly task: ScriptAssistantTask;
    readonly text: string;
  }>;
  readonly model: string;
  readonly " $fragmentType": "AssistantInstructionsForm_settings";
};
export type AssistantInstructionsForm_settings$key = {
  readonly " $data"?: AssistantInstructionsForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"AssistantInstructionsForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AssistantInstructionsForm_settings",
  "selections": [
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
  "type": "ScriptAssistantSettings",
  "abstractKey": null
};

(node as any).hash = "4d047cfbd3b4bd9e4e8ed1505150655d";

export default node;
