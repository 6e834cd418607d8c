// /manage/inbox: what visitors sent through the contact, quote request (/voice-contact) and
// partnership forms, 20 a page, newest first, filtered and sorted through the URL. A row opens
// the detail drawer (also in the URL), where the message is marked handled.
import { Anchor, Group, Stack } from "@mantine/core";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { Link, useLoaderData, useSearchParams, type LoaderFunctionArgs } from "react-router";
import type { InboxRouteQuery as InboxRouteQueryType } from "../../__generated__/InboxRouteQuery.graphql.ts";
import { usePageMeta } from "../../app/usePageMeta.ts";
import { ManageHeader } from "../ManageHeader.tsx";
import { ListFilterBar } from "../../ui/table/ListFilterBar.tsx";
import { loadListQuery, type ListLoaderData } from "../../ui/table/listLoader.ts";
import { ListResults } from "../../ui/table/ListResults.tsx";
import { TableActions } from "../../ui/table/TableActions.tsx";
import { applyListUrlChange } from "../../ui/table/listQueryUrl.ts";
import type { MessageDrawerQuery as MessageDrawerQueryType } from "../../__generated__/MessageDrawerQuery.graphql.ts";
import { loadRouteQuery } from "../../app/routeQuery.ts";
import { inboxFilters, inboxListSpec, MESSAGE_PARAM, UNHANDLED_FIRST_ORDER } from "./inboxList.ts";
import { InboxTable } from "./InboxTable.tsx";
import { MessageDrawer, MessageDrawerQuery, type MessageQueryRef } from "./MessageDrawer.tsx";

const InboxRouteQuery = graphql`
  query InboxRouteQuery($first: Int!, $filter: ListQuery) {
    ...InboxTable_query @arguments(first: $first, filter: $filter)
  }
`;

type InboxLoaderData = ListLoaderData<InboxRouteQueryType> & { message: MessageQueryRef | null };

/** The list, and the message the URL opens in the drawer (`?message=<global id>`). */
export function loader({ request }: LoaderFunctionArgs): InboxLoaderData {
  const messageId = new URL(request.url).searchParams.get(MESSAGE_PARAM);
  return {
    ...loadListQuery<InboxRouteQueryType>(InboxRouteQuery, request, inboxListSpec),
    message: messageId ? loadRouteQuery<MessageDrawerQueryType>(MessageDrawerQuery, { id: messageId }) : null,
  };
}

function InboxResults({ queryRef }: { queryRef: PreloadedQuery<InboxRouteQueryType> }) {
  const data = usePreloadedQuery<InboxRouteQueryType>(InboxRouteQuery, queryRef);
  return (
    <Stack gap="sm">
      <TableActions table="INBOX" />
      <InboxTable query={data} />
    </Stack>
  );
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
  const { message, ...list } = useLoaderData() as InboxLoaderData;
  usePageMeta({ title: "Inbox" });
  return (
    <Stack gap="lg">
      <ManageHeader title="Inbox" description="Contact messages, quote requests and partnership enquiries. Open one to read it and mark it handled." />
      <ListFilterBar spec={inboxListSpec} search={{ label: "Search", placeholder: "Name or e-mail" }} filters={inboxFilters} />
      <Group justify="flex-end" mt={-8}>
        <UnhandledFirstLink />
      </Group>
      <ListResults data={list as ListLoaderData<InboxRouteQueryType>}>{(queryRef) => <InboxResults queryRef={queryRef} />}</ListResults>
      <MessageDrawer queryRef={message} />
    </Stack>
  );
}
