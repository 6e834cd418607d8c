// /manage/inbox: what visitors sent through the contact, quote request (/voice-contact) and
// partnership forms, 20 a page, newest first, filtered and sorted through the URL. A row opens
// the detail drawer (also in the URL), where the message is marked handled.
import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { InboxRouteQuery as InboxRouteQueryType } from "../../__generated__/InboxRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { applyListUrlChange } from "../../ui/table/listQueryUrl.ts";
import { inboxFilters, inboxListSpec, UNHANDLED_FIRST_ORDER } from "./inboxList.ts";
import { InboxTable } from "./InboxTable.tsx";
import { MessageDrawer } from "./MessageDrawer.tsx";

const InboxRouteQuery = graphql`
  query InboxRouteQuery($first: Int!, $filter: ListQuery) {
    ...InboxTable_query @arguments(first: $first, filter: $filter)
  }
`;

export function loader({ request }: LoaderFunctionArgs): ListLoaderData<InboxRouteQueryType> {
  return loadListQuery<InboxRouteQueryType>(InboxRouteQuery, request, inboxListSpec);
}

function InboxResults({ queryRef }: { queryRef: PreloadedQuery<InboxRouteQueryType> }) {
  const data = usePreloadedQuery<InboxRouteQueryType>(InboxRouteQuery, queryRef);
  return <InboxTable query={data} />;
}

function UnhandledFirstLink() {
  const [searchParams] = useSearchParams();
  if (searchParams.get("orderBy") === UNHANDLED_FIRST_ORDER) return null;
  const next = applyListUrlChange(searchParams, { orderBy: UNHANDLED_FIRST_ORDER });
  return (
    <Anchor component={Link} to={`?${next}`} size="sm">
      Show new messages first
    </Anchor>
  );
}

export function Component() {
  const data = useLoaderData() as ListLoaderData<InboxRouteQueryType>;
  usePageMeta({ title: "Inbox" });
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Inbox</Title>
        <Text c="dimmed">Contact messages, quote requests and partnership enquiries. Open one to read it and mark it handled.</Text>
      </div>
      <ListFilterBar spec={inboxListSpec} search={{ label: "Search", placeholder: "Name or e-mail" }} filters={inboxFilters} />
      <Group justify="flex-end" mt={-8}>
        <UnhandledFirstLink />
      </Group>
      <ListResults data={data}>{(queryRef) => <InboxResults queryRef={queryRef} />}</ListResults>
      <MessageDrawer />
    </Stack>
  );
}
