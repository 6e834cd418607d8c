// One line of an endpoint's delivery log: when, which event, its status, attempts, the receiver's
// HTTP status (or the network error), the next attempt of a retry, and "Redeliver" once failed.
import { Badge, Button, Table, Text, Tooltip } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { WebhookDeliveryRow_delivery$key } from "../../__generated__/WebhookDeliveryRow_delivery.graphql.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";

const STATUS_LABELS: Record<string, string> = { PENDING: "Pending", SUCCEEDED: "Succeeded", FAILED: "Failed" };
const STATUS_COLORS: Record<string, string> = { PENDING: "yellow", SUCCEEDED: "teal", FAILED: "red" };

export function WebhookDeliveryStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? "gray"}>
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

export function WebhookDeliveryRow({ delivery, onRedeliver, redelivering }: { delivery: WebhookDeliveryRow_delivery$key; onRedeliver: (id: string) => void; redelivering: boolean }) {
  const data = useFragment(
    graphql`
      fragment WebhookDeliveryRow_delivery on WebhookDelivery {
        id
        eventType
        status
        attempts
        responseStatus
        responseBody
        createdAt
        nextAttemptAt
      }
    `,
    delivery,
  );
  return (
    <Table.Tr data-testid="webhook-delivery-row">
      <Table.Td>
        <DateTimeCell value={data.createdAt} />
      </Table.Td>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {data.eventType}
        </Text>
      </Table.Td>
      <Table.Td>
        <WebhookDeliveryStatusBadge status={data.status} />
      </Table.Td>
      <Table.Td>{data.attempts}</Table.Td>
      <Table.Td>
        {data.responseStatus !== null || data.responseBody ? (
          <Tooltip label={data.responseBody || "(empty answer)"} multiline maw={360} withinPortal>
            <Text size="sm" span style={{ cursor: "help" }}>
              {data.responseStatus ?? "No answer"}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed" span>
            —
          </Text>
        )}
      </Table.Td>
      <Table.Td>{data.status === "PENDING" && data.attempts > 0 ? <DateTimeCell value={data.nextAttemptAt} /> : <DateTimeCell value={null} />}</Table.Td>
      <Table.Td>
        {data.status === "FAILED" && (
          <Button size="xs" variant="default" onClick={() => onRedeliver(data.id)} loading={redelivering}>
            Redeliver
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
