import { graphql, useFragment } from "react-relay";
import type { DiscountEditor_discount$key } from "../../__generated__/DiscountEditor_discount.graphql.ts";
import type { DiscountsTable_query$key } from "../../__generated__/DiscountsTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { DiscountRow, discountColumns } from "./DiscountRow.tsx";
import { discountsListSpec } from "./discountsList.ts";

/** What the screen holds of a discount code: the table's query and the create and update mutations ask for it. */
export const DiscountFields = graphql`
  fragment DiscountsTable_discount on Discount {
    id
    code
    ...DiscountRow_discount
    ...DiscountEditor_discount
  }
`;

export type EditedDiscount = { code: string; discount: DiscountEditor_discount$key };

export function DiscountsTable({ query, onEdit }: { query: DiscountsTable_query$key; onEdit: (edited: EditedDiscount) => void }) {
  const data = useFragment(
    graphql`
      fragment DiscountsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        manageDiscounts(first: $first, filter: $filter) {
          totalCount
          edges { node { ...DiscountsTable_discount @relay(mask: false) } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={discountsListSpec}
      caption="Discount codes"
      noun={["discount code", "discount codes"]}
      columns={discountColumns}
      connection={data.manageDiscounts}
      renderRow={(node) => <DiscountRow key={node.id} discount={node} onEdit={() => onEdit({ code: node.code, discount: node })} />}
      minWidth={980}
    />
  );
}
