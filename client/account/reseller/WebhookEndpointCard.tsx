// One webhook endpoint: its address and description, whether it receives events, rolling its
// signing secret (the new one shown once), "Send test event", "Delete", and its delivery log.
// The log is read again after a test event or a redelivery, and while a delivery is being
// attempted (no answer recorded yet), every 1.5 s for half a minute at most.
import { Badge, Button, Code, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useCallback, useEffect, useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { WebhookEndpointCard_endpoint$key } from "../../__generated__/WebhookEndpointCard_endpoint.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { WebhookDeliveryRow } from "./WebhookDeliveryRow.tsx";
import { WebhookSecretShownOnce } from "./WebhookSecretShownOnce.tsx";
import { useDeleteWebhookEndpointMutation } from "./useDeleteWebhookEndpointMutation.ts";
import { useRedeliverWebhookMutation } from "./useRedeliverWebhookMutation.ts";
import { useRollWebhookSecretMutation } from "./useRollWebhookSecretMutation.ts";
import { useSendTestWebhookEventMutation } from "./useSendTestWebhookEventMutation.ts";
import { useUpdateWebhookEndpointMutation } from "./useUpdateWebhookEndpointMutation.ts";
import { SectionTable } from "../../ui/table/SectionTable.tsx";

const LOG_SIZE = 20;
const REFRESH_MS = 1500;
const MAX_POLLS = 20;

/** Runs a mutation from a button: a typed error or a failed request becomes a red notification. */
async function act<R extends { __typename: string; message?: string }>(run: () => Promise<R>, success: string, failure: string, done?: (result: R) => void) {
  try {
    const result = await run();
    if (result.__typename === success) done?.(result);
    else notifications.show({ color: "red", title: failure, message: result.message ?? "" });
  } catch (error) {
    notifications.show({ color: "red", title: failure, message: requestErrorMessage(error) });
  }
}

export function WebhookEndpointCard({ endpoint, ownerId }: { endpoint: WebhookEndpointCard_endpoint$key; ownerId: string }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment WebhookEndpointCard_endpoint on WebhookEndpoint @refetchable(queryName: "WebhookEndpointCardRefetchQuery") {
        id
        url
        description
        enabled
        deliveries(first: 20) {
          edges {
            node {
              id
              status
              responseBody
              ...WebhookDeliveryRow_delivery
            }
          }
        }
      }
    `,
    endpoint,
  );
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [roll, rolling] = useRollWebhookSecretMutation();
  const [sendTest, sending] = useSendTestWebhookEventMutation();
  const [redeliver] = useRedeliverWebhookMutation();
  const [remove, removing] = useDeleteWebhookEndpointMutation();
  const [rolledSecret, setRolledSecret] = useState<string | null>(null);
  const [redelivering, setRedelivering] = useState<string | null>(null);

  const reload = useCallback(() => {
    refetch({}, { fetchPolicy: "store-and-network" });
  }, [refetch]);
  const deliveries = data.deliveries.edges.map((edge) => edge.node);
  // A delivery with no answer recorded yet is being attempted now: read the log again shortly (a while at most).
  const inFlight = deliveries.some((delivery) => delivery.status === "PENDING" && delivery.responseBody === null);
  const [polls, setPolls] = useState(0);
  useEffect(() => {
    if (!inFlight || polls >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      reload();
    }, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [inFlight, polls, reload, deliveries]);

  const onToggle = (enabled: boolean) => act(() => update({ endpointId: data.id, enabled }), "WebhookEndpointPayload", "Could not change the endpoint");
  const onTest = () =>
    act(() => sendTest({ endpointId: data.id }), "WebhookDeliveryPayload", "Could not send the test event", () => {
      notifications.show({ color: "teal", message: "Test event sent: its delivery is in the log below.", autoClose: TOAST_MS });
      setPolls(0);
      reload();
    });
  const onRedeliver = async (deliveryId: string) => {
    setRedelivering(deliveryId);
    await act(() => redeliver({ deliveryId }), "WebhookDeliveryPayload", "Could not redeliver the event", () => {
      setPolls(0);
      reload();
    });
    setRedelivering(null);
  };
  const onRoll = () =>
    askToConfirm({
      title: "Roll the signing secret?",
      question: "The current secret stops signing at once: update your receiver with the new one.",
      confirm: "Roll secret",
      danger: true,
      onConfirm: () =>
        act(() => roll({ endpointId: data.id }), "WebhookSecretPayload", "Could not roll the secret", (result) => {
          if (result.__typename === "WebhookSecretPayload") setRolledSecret(result.secret);
        }),
    });
  const onDelete = () =>
    askToConfirm({
      title: "Delete this endpoint?",
      question: `${data.url} will receive no more events, and its delivery log is deleted.`,
      confirm: "Delete endpoint",
      danger: true,
      onConfirm: () => act(() => remove(data.id, ownerId), "DeletedWebhookEndpointPayload", "Could not delete the endpoint"),
    });

  return (
    <Paper withBorder p="md" component="li" aria-label={`Webhook endpoint ${data.url}`} data-testid="webhook-endpoint">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: "1 1 280px" }}>
            <Group gap="xs">
              <Text fw={600} ff="monospace" style={{ overflowWrap: "anywhere" }}>
                {data.url}
              </Text>
              {!data.enabled && (
                <Badge color="gray" variant="light" size="sm">
                  Disabled
                </Badge>
              )}
            </Group>
            {data.description && (
              <Text size="sm" c="dimmed">
                {data.description}
              </Text>
            )}
          </Stack>
          <Switch label="Enabled" checked={data.enabled} disabled={updating} onChange={(event) => onToggle(event.currentTarget.checked)} />
        </Group>
        {rolledSecret && <WebhookSecretShownOnce title="The endpoint has a new signing secret" secret={rolledSecret} onClose={() => setRolledSecret(null)} />}
        <Group gap="xs" wrap="wrap">
          <Text size="sm">Signing secret:</Text>
          <Code>whsec_••••••••••••</Code>
          <Button size="xs" variant="subtle" color="red" onClick={onRoll} loading={rolling}>
            Roll secret
          </Button>
        </Group>
        <Group gap="sm">
          <Button size="xs" onClick={onTest} loading={sending}>
            Send test event
          </Button>
          <Button size="xs" variant="default" onClick={() => reload()}>
            Refresh log
          </Button>
          <Button size="xs" variant="default" color="red" onClick={onDelete} loading={removing}>
            Delete
          </Button>
        </Group>
        {deliveries.length === 0 ? (
          <Text size="sm" c="dimmed">
            No deliveries yet.
          </Text>
        ) : (
          <>
            <SectionTable label={`Deliveries to ${data.url}`} columns={["Time", "Event", "Status", "Attempts", "HTTP", "Next attempt"]} actions minWidth={560}>
              {deliveries.map((delivery) => (
                <WebhookDeliveryRow key={delivery.id} delivery={delivery} onRedeliver={onRedeliver} redelivering={redelivering === delivery.id} />
              ))}
            </SectionTable>
            {deliveries.length === LOG_SIZE && (
              <Text size="xs" c="dimmed" mt="xs">
                The {LOG_SIZE} newest deliveries.
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
