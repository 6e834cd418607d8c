/**
 * @generated SignedSource<<42cb7954e336ac7ff4c7403fd59a37ef>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AssistantKeySource = "ENVIRONMENT" | "NONE" | "SAVED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OpenRouterKeyForm_settings$data = {
  readonly environmentKeySet: boolean;
  readonly keyLastFour: string | null | undefined;
  readonly keySet: boolean;
  readonly keySource: AssistantKeySource;
  readonly keyUnreadable: boolean;
  readonly " $fragmentType": "OpenRouterKeyForm_settings";
};
export type OpenRouterKeyForm_settings$key = {
  readonly " $data"?: OpenRouterKeyForm_settings$data;
  readonly " $fragmentSpreads": FragmentRefs<"OpenRouterKeyForm_settings">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OpenRouterKeyForm_settings",
  "selections": [
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
    }
  ],
  "type": "ScriptAssistantSettings",
  "abstractKey": null
};

(node as any).hash = "dabf07f12af83598650d692bec20d935";

export default node;
