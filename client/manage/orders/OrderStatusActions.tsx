// The moves the state table allows from the order's current state, one button each. A move asks
// for an optional note in a small dialog (it goes on the timeline, which the customer also sees)
// and shows the server's refusal there, e.g. "Upload a master for 2 more recordings before
// delivering".
import { Button, Group, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { OrderStatusActions_order$key } from "../../__generated__/OrderStatusActions_order.graphql.ts";
import { orderStatusLabel } from "../../ui/orders/orderStatus.ts";
import { useChangeOrderStatusMutation, type ManualOrderStatus } from "./useChangeOrderStatusMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { ModalForm } from "../../ui/ModalForm.tsx";

const NOTE_MAX_LENGTH = 2000;

/** What each move's button says. */
const MOVE_LABELS: Record<string, string> = {
  IN_PRODUCTION: "Start production",
  DELIVERED: "Deliver",
  REVISION_REQUESTED: "Reopen for a revision",
  COMPLETED: "Mark completed",
  CANCELLED: "Cancel order",
};

const moveLabel = (status: string) => MOVE_LABELS[status] ?? `Move to ${orderStatusLabel(status)}`;

function MoveDialog({ orderId, number, status, onClose }: { orderId: string; number: number; status: ManualOrderStatus; onClose: () => void }) {
  const [changeOrderStatus] = useChangeOrderStatusMutation();
  const form = useForm({
    mode: "controlled",
    initialValues: { note: "" },
    validate: { note: (value) => (value.trim().length > NOTE_MAX_LENGTH ? `must be shorter than or equal to ${NOTE_MAX_LENGTH} characters` : null) },
  });
  const label = moveLabel(status);

  const submission = useFormSubmit(form, {
    submit: (values) => changeOrderStatus(orderId, status, values.note.trim() || null),
    success: "OrderPayload",
    notify: (result) => `Order ${number} is now ${orderStatusLabel(result.order?.status ?? status).toLowerCase()}.`,
    onSuccess: () => onClose(),
  });

  return (
    <ModalForm
      title={`${label}: order ${number}`}
      onClose={onClose}
      submitLabel={label}
      submitColor={status === "CANCELLED" ? "red.8" : undefined}
      cancelLabel="Back"
      submission={submission}
      intro={
        <Text size="sm">
          The order becomes <strong>{orderStatusLabel(status)}</strong>.
        </Text>
      }
    >
      <Textarea
        label="Note"
        description="Optional; shown on the order's timeline, which the customer also sees."
        autosize
        minRows={2}
        maxRows={6}
        maxLength={NOTE_MAX_LENGTH}
        data-autofocus
        {...form.getInputProps("note")}
      />
    </ModalForm>
  );
}

export function OrderStatusActions({ order }: { order: OrderStatusActions_order$key }) {
  const data = useFragment(
    graphql`
      fragment OrderStatusActions_order on Order {
        id
        number
        nextStatuses
      }
    `,
    order,
  );
  const [moving, setMoving] = useState<ManualOrderStatus | null>(null);
  if (data.nextStatuses.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label="Move the order">
      {data.nextStatuses.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={status === "CANCELLED" ? "default" : "filled"}
          color={status === "CANCELLED" ? "red.8" : undefined}
          onClick={() => setMoving(status)}
        >
          {moveLabel(status)}
        </Button>
      ))}
      {moving && <MoveDialog orderId={data.id} number={data.number} status={moving} onClose={() => setMoving(null)} />}
    </Group>
  );
}
