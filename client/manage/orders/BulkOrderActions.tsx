// What the order desk does with the orders picked on its page: start their production, mark them
// completed (each moved as on its own page, or refused with the reason), or export them as CSV.
import { Alert, Button, Group, List, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { pickedOrdersExportUrl } from "../../../common/exports.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { Icon } from "../../ui/Icon.tsx";
import { fromGlobalId } from "../globalId.ts";
import { useBulkMoveOrdersMutation } from "./useBulkMoveOrdersMutation.ts";

type Move = { to: "IN_PRODUCTION" | "COMPLETED"; label: string; done: string };
const MOVES: readonly Move[] = [
  { to: "IN_PRODUCTION", label: "Start production", done: "in production" },
  { to: "COMPLETED", label: "Mark completed", done: "completed" },
];

type Refusal = { number: number | null; reason: string };

export function BulkOrderActions({ orderIds, onDone }: { orderIds: readonly string[]; onDone: () => void }) {
  const [bulkMoveOrders, moving] = useBulkMoveOrdersMutation();
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);

  const move = async ({ to, done }: Move) => {
    setRefusals([]);
    try {
      const result = await bulkMoveOrders({ orderIds: [...orderIds], to });
      if (result.__typename !== "BulkMoveOrdersPayload") {
        notifications.show({ color: "red", autoClose: TOAST_MS, message: result.message });
        return;
      }
      const moved = result.results.filter((entry) => entry.moved).length;
      if (moved > 0) notifications.show({ color: "teal", autoClose: TOAST_MS, message: `${moved} ${moved === 1 ? "order is" : "orders are"} ${done}.` });
      setRefusals(result.results.filter((entry) => !entry.moved).map((entry) => ({ number: entry.order?.number ?? null, reason: entry.reason ?? "" })));
      onDone();
    } catch (error) {
      notifications.show({ color: "red", autoClose: TOAST_MS, message: requestErrorMessage(error) });
    }
  };

  const databaseIds = orderIds.map((id) => fromGlobalId(id)?.id ?? id);
  return (
    <>
      {orderIds.length > 0 && (
        <Group gap="sm" wrap="wrap" data-testid="bulk-order-actions">
          <Text size="sm" fw={600}>
            {orderIds.length} selected
          </Text>
          {MOVES.map((entry) => (
            <Button key={entry.to} size="compact-sm" variant="light" loading={moving} onClick={() => void move(entry)}>
              {entry.label}
            </Button>
          ))}
          <Button component="a" href={pickedOrdersExportUrl(databaseIds)} download size="compact-sm" variant="default" leftSection={<Icon name="download" />}>
            Export selected
          </Button>
        </Group>
      )}
      {refusals.length > 0 && (
        <Alert color="yellow" variant="light" icon={<Icon name="alert" />} title={`${refusals.length} ${refusals.length === 1 ? "order was" : "orders were"} not moved`} withCloseButton onClose={() => setRefusals([])}>
          <List size="sm">
            {refusals.map((refusal, index) => (
              <List.Item key={index}>
                {refusal.number === null ? "An order that no longer exists" : `Order ${refusal.number}`}: {refusal.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
