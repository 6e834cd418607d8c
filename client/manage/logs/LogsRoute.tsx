// /manage/logs: the audit log, newest first, filterable by action, actor, entity and time.
import { Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { LogsRouteQuery as LogsRouteQueryType } from "../../__generated__/LogsRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { LogsTable } from "./LogsTable.tsx";
import { logsFilters, logsListSpec } from "./logsList.ts";

const LogsRouteQuery = graphql`
  query LogsRouteQuery($first: Int!, $filter: ListQuery) {
    ...LogsTable_query @arguments(first: $first, filter: $filter)
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<LogsRouteQueryType> {
  return loadListQuery<LogsRouteQueryType>(LogsRouteQuery, request, logsListSpec);
}

function LogsResults({ queryRef }: { queryRef: PreloadedQuery<LogsRouteQueryType> }) {
  const data = usePreloadedQuery<LogsRouteQueryType>(LogsRouteQuery, queryRef);
  return <LogsTable query={data} />;
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<LogsRouteQueryType>;
  usePageMeta({ title: "Audit log" });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Audit log</Title>
        <Text c="dimmed">Sign-ins, account changes and administrative actions. Open an entry for its details.</Text>
      </div>
      <ListFilterBar
        spec={logsListSpec}
        search={{ label: "Actor e-mail", placeholder: "Part of an e-mail address" }}
        filters={logsFilters}
      />
      <ListResults data={data}>{(queryRef) => <LogsResults queryRef={queryRef} />}</ListResults>
    </Stack>
  );
}
