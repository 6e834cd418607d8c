// What the customer asked to change, newest first: their message and the change per prompt.
// While the order waits for the revision it is shown as an alert at the top of the page.
import { Alert, Paper, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderRevisionRequests_order$key } from "../../__generated__/OrderRevisionRequests_order.graphql.ts";
import { RevisionRequestText } from "../../ui/orders/RevisionRequestText.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { itemNouns, itemTitle } from "../../ui/orders/orderItems.ts";

export function OrderRevisionRequests({ order }: { order: OrderRevisionRequests_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderRevisionRequests_order on Order {
        status
        service {
          slug
        }
        items {
          name
        }
        revisionRequests {
          message
          bought
          createdAt
          changes {
            itemIndex
            change
          }
        }
      }
    `,
    order,
  );
  if (data.revisionRequests.length === 0) return null;
  const nouns = itemNouns(data.service.slug);
  const requests = [...data.revisionRequests].reverse();
  const waiting = data.status === "REVISION_REQUESTED";

  const request = (entry: (typeof requests)[number]) => (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        Asked <DateTimeCell value={entry.createdAt} />
        {entry.bought && " · an extra revision the customer paid for"}
      </Text>
      <RevisionRequestText request={entry} itemName={(index) => itemTitle(nouns, data.items[index]?.name ?? "", index)} />
    </Stack>
  );

  const [latest, ...earlier] = requests;
  return (
    <Stack gap="sm">
      {waiting ? (
        <Alert color="orange" variant="light" icon={<Icon name="alert" />} title="The customer asked for a revision" data-testid="revision-request">
          {request(latest)}
        </Alert>
      ) : (
        <Paper withBorder p="sm" radius="sm" data-testid="revision-request">
          <Text size="sm" fw={600} mb={4}>
            Latest revision request
          </Text>
          {request(latest)}
        </Paper>
      )}
      {earlier.map((entry, index) => (
        <Paper key={index} withBorder p="sm" radius="sm">
          <Text size="sm" fw={600} mb={4}>
            Earlier revision request
          </Text>
          {request(entry)}
        </Paper>
      ))}
    </Stack>
  );
}
