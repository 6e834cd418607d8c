import { graphql, useFragment } from "react-relay";
import type { TaxRateEditor_taxRate$key } from "../../__generated__/TaxRateEditor_taxRate.graphql.ts";
import type { TaxRatesTable_query$key } from "../../__generated__/TaxRatesTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { TaxRateRow, taxRateColumns } from "./TaxRateRow.tsx";
import { taxRatesListSpec } from "./taxRatesList.ts";

/** What the screen holds of a tax rate: the table's query and the create and update mutations ask for it. */
export const TaxRateFields = graphql`
  fragment TaxRatesTable_taxRate on TaxRate {
    id
    name
    ...TaxRateRow_taxRate
    ...TaxRateEditor_taxRate
  }
`;

export type EditedTaxRate = { name: string; taxRate: TaxRateEditor_taxRate$key };

export function TaxRatesTable({ query, onEdit }: { query: TaxRatesTable_query$key; onEdit: (edited: EditedTaxRate) => void }) {
  const data = useFragment(
    graphql`
      fragment TaxRatesTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageTaxRates(first: $first, filter: $filter) {
          totalCount
          edges { node { ...TaxRatesTable_taxRate @relay(mask: false) } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={taxRatesListSpec}
      caption="Tax rates"
      noun={["tax rate", "tax rates"]}
      columns={taxRateColumns}
      connection={data.manageTaxRates}
      renderRow={(node) => <TaxRateRow key={node.id} taxRate={node} onEdit={() => onEdit({ name: node.name, taxRate: node })} />}
      minWidth={860}
    />
  );
}
