// While the studio works on a revision, what the customer asked for: their message and the change
// per prompt, so they can check the studio has it right.
import { Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { RequestedChanges_order$key } from "../../__generated__/RequestedChanges_order.graphql.ts";

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
      {latest.message && (
        <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {latest.message}
        </Text>
      )}
      {latest.changes.length > 0 && (
        <Stack component="ul" gap={4} m={0} pl="md">
          {latest.changes.map((change, index) => (
            <Text component="li" size="sm" key={index} style={{ overflowWrap: "anywhere" }}>
              <Text span fw={600}>
                {data.items[change.itemIndex]?.name ?? `Recording ${change.itemIndex + 1}`}:
              </Text>{" "}
              {change.change}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
