// While the studio works on a revision, what the customer asked for: their message and the change
// per prompt, so they can check the studio has it right.
import { Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { RequestedChanges_order$key } from "../../__generated__/RequestedChanges_order.graphql.ts";
import { RevisionRequestText } from "../../ui/orders/RevisionRequestText.tsx";

export function RequestedChanges({ order }: { order: RequestedChanges_order$key }) {
  const data = useFragment(
    graphql`
      fragment RequestedChanges_order on Order {
        status
        items {
          name
        }
        revisionRequests {
          message
          changes {
            itemIndex
            change
          }
        }
      }
    `,
    order,
  );
  const latest = data.revisionRequests.at(-1);
  if (data.status !== "REVISION_REQUESTED" || !latest) return null;
  return (
    <Stack gap={4} data-testid="requested-changes">
      <Text size="sm" fw={600}>
        What you asked to change
      </Text>
      <RevisionRequestText request={latest} itemName={(index) => data.items[index]?.name ?? `Recording ${index + 1}`} />
    </Stack>
  );
}
