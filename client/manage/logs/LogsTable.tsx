import { graphql, useFragment } from "react-relay";
import type { LogsTable_query$key } from "../../__generated__/LogsTable_query.graphql.ts";
import { ListTable } from "../../ui/table/ListTable.tsx";
import { LogRow, logColumns } from "./LogRow.tsx";
import { logsListSpec } from "./logsList.ts";

export function LogsTable({ query }: { query: LogsTable_query$key }) {
  const data = useFragment(
    graphql`
      fragment LogsTable_query on Query
      @argumentDefinitions(first: { type: "Int!" }, filter: { type: "ListQuery" }) {
        auditLogs(first: $first, filter: $filter) {
          totalCount
          edges { node { id ...LogRow_auditLog } }
        }
      }
    `,
    query,
  );
  return (
    <ListTable
      spec={logsListSpec}
      caption="Audit log"
      noun={["entry", "entries"]}
      columns={logColumns}
      connection={data.auditLogs}
      renderRow={(log) => <LogRow key={log.id} log={log} />}
      minWidth={860}
    />
  );
}
