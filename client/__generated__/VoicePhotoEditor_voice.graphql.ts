/**
 * @generated SignedSource<<96cf6f6e611760d66093a79076dd200d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoicePhotoEditor_voice$data = {
  readonly id: string;
  readonly name: string;
  readonly photoUrl: string | null | undefined;
  readonly " $fragmentType": "VoicePhotoEditor_voice";
};
export type VoicePhotoEditor_voice$key = {
  readonly " $data"?: VoicePhotoEditor_voice$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoicePhotoEditor_voice">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoicePhotoEditor_voice",
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
      "name": "photoUrl",
      "storageKey": null
    }
  ],
  "type": "Voice",
  "abstractKey": null
};

(node as any).hash = "7f3674bd8834c416367a8d15a3ac9c93";

export default node;
