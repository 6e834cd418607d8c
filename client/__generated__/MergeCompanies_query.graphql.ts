/**
 * @generated SignedSource<<738b9ec1391fb873ef2191ed846f0ad9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MergeCompanies_query$data = {
  readonly duplicateCandidates: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly city: string | null | undefined;
        readonly id: string;
        readonly memberCount: number;
        readonly name: string;
        readonly orderCount: number;
        readonly vatNumber: string | null | undefined;
      };
    }>;
    readonly totalCount: number;
  };
  readonly " $fragmentType": "MergeCompanies_query";
};
export type MergeCompanies_query$key = {
  readonly " $data"?: MergeCompanies_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"MergeCompanies_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "duplicates"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "MergeCompanies_query",
  "selections": [
    {
      "alias": "duplicateCandidates",
      "args": [
        {
          "kind": "Variable",
          "name": "filter",
          "variableName": "duplicates"
        },
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "CompanyConnection",
      "kind": "LinkedField",
      "name": "manageCompanies",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CompanyEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Company",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
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
                  "name": "vatNumber",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "city",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "memberCount",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "orderCount",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "8f4f44d598df0577ba45d508df3fa5f4";

export default node;
