// An order's timeline, newest first: creation, every status change with its note, failed
// payments, refunds. Customers see it as it is; the studio also passes `actors` (an admin-only
// fragment, since customers may not read who made a change) to show who did what.
import { Text, Timeline } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { OrderTimeline_order$key } from "../../__generated__/OrderTimeline_order.graphql.ts";
import type { OrderTimelineActors_order$key } from "../../__generated__/OrderTimelineActors_order.graphql.ts";
import { formatDateTime } from "../table/cells.tsx";
import { orderEventTitle, orderStatusLabel } from "./orderStatus.ts";

export function OrderTimeline({ order, actors }: { order: OrderTimeline_order$key; actors?: OrderTimelineActors_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderTimeline_order on Order {
        number
        events {
          type
          fromStatus
          toStatus
          note
          createdAt
        }
      }
    `,
    order,
  );
  const actorData = useFragment(
    graphql`
      fragment OrderTimelineActors_order on Order {
        events {
          actor {
            name
            email
          }
        }
      }
    `,
    actors ?? null,
  );
  // Both fragments read the same list of events, so an event's actor sits at the same index.
  const entries = data.events.map((event, index) => ({ event, actor: actorData?.events[index]?.actor ?? null })).reverse();

  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing has happened to this order yet.
      </Text>
    );
  }
  return (
    <Timeline active={0} bulletSize={16} lineWidth={2} aria-label={`Timeline of order ${data.number}, newest first`} data-testid="order-timeline">
      {entries.map(({ event, actor }, index) => (
        <Timeline.Item key={`${event.createdAt}-${index}`} title={orderEventTitle(event)}>
          {event.fromStatus && event.toStatus && (
            <Text size="xs" c="dimmed">
              from {orderStatusLabel(event.fromStatus)}
            </Text>
          )}
          {event.note && (
            <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
              {event.note}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
            {actor && ` · ${actor.name} (${actor.email})`}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
