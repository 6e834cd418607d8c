// /manage/logs: the audit log, newest first, filterable by action, actor, entity and time.
import { Stack } from "@mantine/core";
import { graphql } from "react-relay";
import { useLoaderData } from "react-router";
import type { LogsRouteQuery as LogsRouteQueryType } from "../../__generated__/LogsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListQueryResults } from "../../ui/table/ListQueryResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { LogsTable } from "./LogsTable.tsx";
import { logsFilters, logsListSpec } from "./logsList.ts";

const LogsRouteQuery = graphql`
  query LogsRouteQuery($first: Int!, $filter: ListQuery) {
    ...LogsTable_query @arguments(first: $first, filter: $filter)
  }
`;

export const loader = listRouteLoader<LogsRouteQueryType>(LogsRouteQuery, logsListSpec);

export function Component() {
  const data = useLoaderData() as ListLoaderData<LogsRouteQueryType>;
  usePageMeta({ title: "Audit log" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Audit log" description="Sign-ins, account changes and administrative actions. Open an entry for its details." />
      <ListFilterBar
        spec={logsListSpec}
        search={{ label: "Actor e-mail", placeholder: "Part of an e-mail address" }}
        filters={logsFilters}
      />
      <ListQueryResults data={data} query={LogsRouteQuery}>{(response) => (
          <Stack gap="sm">
            <TableActions table="LOGS" />
            <LogsTable query={response} />
          </Stack>
        )}</ListQueryResults>
    </Stack>
  );
}
