import { graphql, useFragment } from "react-relay";
import type { OutboxTable_query$key } from "../../__generated__/OutboxTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { OutboxRow, outboxColumns } from "./OutboxRow.tsx";
import { outboxListSpec } from "./outboxList.ts";

export function OutboxTable({ query }: { query: OutboxTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment OutboxTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        emailOutbox(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...OutboxRow_email } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={outboxListSpec}
      caption="Outbox"
      noun={["e-mail", "e-mails"]}
      columns={outboxColumns}
      connection={data.emailOutbox}
      renderRow={(email) => <OutboxRow key={email.id} email={email} />}
      minWidth={760}
    />
  );
}
