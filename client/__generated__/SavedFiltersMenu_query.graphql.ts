/**
 * @generated SignedSource<<c800b62e938264453f1a79d0a130a13f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SavedFiltersMenu_query$data = {
  readonly savedFilters: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly query: string;
  }>;
  readonly " $fragmentType": "SavedFiltersMenu_query";
};
export type SavedFiltersMenu_query$key = {
  readonly " $data"?: SavedFiltersMenu_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SavedFiltersMenu_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "table"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "SavedFiltersMenu_query",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "table",
          "variableName": "table"
        }
      ],
      "concreteType": "SavedFilter",
      "kind": "LinkedField",
      "name": "savedFilters",
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "query",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "7a996aba54909636939ef1ab77e3d010";

export default node;
