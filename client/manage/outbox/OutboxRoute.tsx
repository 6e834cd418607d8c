// /manage/outbox: every e-mail the studio wrote, newest first, filterable by status, recipient or
// subject and when it was written. Without SMTP_URL nothing is sent, and this is where they are read.
import { Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { OutboxRouteQuery as OutboxRouteQueryType } from "../../__generated__/OutboxRouteQuery.graphql.ts";
import type { SmtpNotice_query$key } from "../../__generated__/SmtpNotice_query.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { listRouteLoader, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { ManageHeader } from "../ManageHeader.tsx";
import { OutboxTable } from "./OutboxTable.tsx";
import { outboxFilters, outboxListSpec } from "./outboxList.ts";
import { SmtpNotice } from "./SmtpNotice.tsx";

const OutboxRouteQuery = graphql`
  query OutboxRouteQuery($first: Int!, $filter: ListQuery) {
    ...OutboxTable_query @arguments(first: $first, filter: $filter)
    ...SmtpNotice_query
  }
`;

export const loader = listRouteLoader<OutboxRouteQueryType>(OutboxRouteQuery, outboxListSpec);

function OutboxResults({ queryRef, onAnswer }: { queryRef: PreloadedQuery<OutboxRouteQueryType>; onAnswer: (query: SmtpNotice_query$key) => void }) {
  const data = usePreloadedQuery<OutboxRouteQueryType>(OutboxRouteQuery, queryRef);
  // The notice sits at the top, above the filter bar, which stays outside the results.
  useEffect(() => onAnswer(data), [data, onAnswer]);
  return (
    <Stack gap="sm">
      <TableActions table="OUTBOX" />
      <OutboxTable query={data} />
    </Stack>
  );
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<OutboxRouteQueryType>;
  const [noticeQuery, setNoticeQuery] = useState<SmtpNotice_query$key | null>(null);
  usePageMeta({ title: "Outbox" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Outbox" description="Every e-mail the studio wrote, newest first. Open one to read it." />
      <SmtpNotice query={noticeQuery} />
      <ListFilterBar spec={outboxListSpec} search={{ label: "Recipient or subject", placeholder: "Part of an address or subject" }} filters={outboxFilters} />
      <ListResults data={data}>{(queryRef) => <OutboxResults queryRef={queryRef} onAnswer={setNoticeQuery} />}</ListResults>
    </Stack>
  );
}
