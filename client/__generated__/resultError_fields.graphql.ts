/**
 * @generated SignedSource<<eb85916426a121add8650e9bc43a2dfe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type resultError_fields$data = {
  readonly fields?: ReadonlyArray<{
    readonly message: string;
    readonly path: ReadonlyArray<string>;
  }>;
  readonly message: string;
  readonly retryAfterSeconds?: number;
  readonly " $fragmentType": "resultError_fields";
};
export type resultError_fields$key = {
  readonly " $data"?: resultError_fields$data;
  readonly " $fragmentSpreads": FragmentRefs<"resultError_fields">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "resultError_fields"
};

(node as any).hash = "b2ab388d18baac09e7d25970dc62e881";

export default node;
