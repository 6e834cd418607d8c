import { graphql, useFragment } from "react-relay";
import type { InboxTable_query$key } from "../../__generated__/InboxTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { inboxListSpec } from "./inboxList.ts";
import { InboxRow, inboxColumns } from "./InboxRow.tsx";

export function InboxTable({ query }: { query: InboxTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment InboxTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        contactMessages(first: $first, filter: $filter) {
          totalCount
          # The detail drawer reads the same record: opening a row needs no request.
          edges { node { id ...InboxRow_message ...MessageDetails_message } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={inboxListSpec}
      caption="Inbox"
      noun={["message", "messages"]}
      columns={inboxColumns}
      connection={data.contactMessages}
      renderRow={(message) => <InboxRow key={message.id} message={message} />}
      minWidth={860}
    />
  );
}
