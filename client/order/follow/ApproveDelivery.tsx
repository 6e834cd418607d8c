// "Approve" on a delivered order: after a confirmation the order is complete. Without an answer
// the studio counts the delivery as approved at `approvalDeadline`, which is said next to it.
import { Button, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { graphql, useFragment } from "react-relay";
import type { ApproveDelivery_order$key } from "../../__generated__/ApproveDelivery_order.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { formatDay } from "./orderFollow.ts";
import { useApproveDeliveryMutation } from "./useApproveDeliveryMutation.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";

export function ApproveDelivery({ order, access }: { order: ApproveDelivery_order$key; access: OrderAccess }) {
  const data = useFragment(
    graphql`
      fragment ApproveDelivery_order on Order {
        id
        number
        approvalDeadline
      }
    `,
    order,
  );
  const [approveDelivery, approving] = useApproveDeliveryMutation();

  const approve = async () => {
    try {
      const result = await approveDelivery({ orderId: data.id, key: access.key });
      if (result.__typename === "OrderPayload") notifications.show({ color: "teal", message: `Thank you! Order ${data.number} is complete.`, autoClose: TOAST_MS });
      else notifications.show({ color: "red", title: "The delivery could not be approved", message: result.message });
    } catch (error) {
      notifications.show({ color: "red", title: "The delivery could not be approved", message: requestErrorMessage(error) });
    }
  };

  const confirm = () =>
    askToConfirm({
      title: "Approve the recordings?",
      question: (
        <>
          Order {data.number} will be complete. Your files stay available to download; after approving, changes are a new order.
        </>
      ),
      confirm: "Approve",
      cancel: "Not yet",
      onConfirm: () => void approve(),
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        Happy with the recordings? Approve them to complete the order.
        {data.approvalDeadline && ` Without an answer, we count them as approved on ${formatDay(data.approvalDeadline)}.`}
      </Text>
      <Button onClick={confirm} loading={approving}>
        Approve
      </Button>
    </Stack>
  );
}
