// The inbox's detail drawer. Which message is open is in the URL (`?message=<global id>`), so a
// message can be linked to and Back closes it; the list's filters and page stay as they were.
// The inbox route's loader starts the message's query (MessageDrawerQuery) with the list's; the
// record usually comes from the table already in the store, a shared link fetches it. A quote
// request also gets the form that answers it with a priced order.
import { Alert, Center, Divider, Drawer, Loader, Stack, Text } from "@mantine/core";
import { Component, Suspense, useState, type ReactNode } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay";
import { useNavigate, useSearchParams } from "react-router";
import type { MessageDrawerQuery as MessageDrawerQueryType } from "../../__generated__/MessageDrawerQuery.graphql.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { HandledToggle } from "./HandledToggle.tsx";
import { MESSAGE_PARAM, withOpenMessage } from "./inboxList.ts";
import { MessageDetails } from "./MessageDetails.tsx";
import { QuotePricingForm } from "./QuotePricingForm.tsx";

export const MessageDrawerQuery = graphql`
  query MessageDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on ContactMessage @alias(as: "message") {
        id
        name
        kind
        ...MessageDetails_message
        ...HandledToggle_message
        ...QuotePricingForm_message
      }
    }
    ...QuotePricingForm_query
  }
`;

type BoundaryState = { error: unknown };

class DrawerErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Alert color="red" variant="light" role="alert" title="This message cannot be shown">
        {requestErrorMessage(this.state.error)}
      </Alert>
    );
  }
}

function OpenMessage({ queryRef }: { queryRef: PreloadedQuery<MessageDrawerQueryType> }) {
  const data = usePreloadedQuery<MessageDrawerQueryType>(MessageDrawerQuery, queryRef);
  const message = data.node?.message;
  if (!message) {
    return (
      <Text>
        There is no message at this address. It may have been deleted, or the link is incomplete.
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <HandledToggle message={message} />
      <MessageDetails message={message} />
      {message.kind === "QUOTE" && (
        <>
          <Divider />
          <QuotePricingForm message={message} query={data} />
        </>
      )}
    </Stack>
  );
}

/** The open message's query, started by the route's loader when the URL names a message. */
export type MessageQueryRef = PreloadedQuery<MessageDrawerQueryType>;

export function MessageDrawer({ queryRef }: { queryRef: MessageQueryRef | null }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const id = searchParams.get(MESSAGE_PARAM);
  // Keep the last message on screen while the drawer slides out.
  const [shown, setShown] = useState(queryRef);
  if (queryRef && queryRef !== shown) setShown(queryRef);
  const close = () => navigate(withOpenMessage(searchParams, null), { preventScrollReset: true });

  return (
    <Drawer opened={!!id} onClose={close} position="right" size="lg" title="Message" closeButtonProps={{ "aria-label": "Close message" }}>
      {shown && (
        <DrawerErrorBoundary key={shown.variables.id}>
          <Suspense
            fallback={
              <Center py="xl" role="status" aria-label="Loading the message">
                <Loader />
              </Center>
            }
          >
            <OpenMessage queryRef={shown} />
          </Suspense>
        </DrawerErrorBoundary>
      )}
    </Drawer>
  );
}
