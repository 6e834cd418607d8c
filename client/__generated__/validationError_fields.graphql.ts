/**
 * @generated SignedSource<<1c8eda1a837681cecf104655bc020bcd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type validationError_fields$data = {
  readonly fields: ReadonlyArray<{
    readonly message: string;
    readonly path: ReadonlyArray<string>;
  }>;
  readonly message: string;
  readonly " $fragmentType": "validationError_fields";
};
export type validationError_fields$key = {
  readonly " $data"?: validationError_fields$data;
  readonly " $fragmentSpreads": FragmentRefs<"validationError_fields">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "validationError_fields"
};

(node as any).hash = "bc58e5dd2a1b5990f434e032cb1e17a7";

export default node;
