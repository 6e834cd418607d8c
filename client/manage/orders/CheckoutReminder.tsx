// An unpaid order's payment reminder on the order page: whether the customer agreed to one at
// checkout, the one reminder sent (when, by whom or automatically), and the button that e-mails
// them the link to pay, offered while the server says a reminder can be sent.
import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { CheckoutReminder_order$key } from "../../__generated__/CheckoutReminder_order.graphql.ts";
import { OrderSection } from "../../ui/orders/OrderSection.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { UNPAID_STATUSES } from "./ordersList.ts";
import { useSendCheckoutReminderMutation } from "./useSendCheckoutReminderMutation.ts";

export function CheckoutReminder({ order }: { order: CheckoutReminder_order$key }) {
  const data = useFragment(
    graphql`
      fragment CheckoutReminder_order on Order {
        id
        status
        email
        reminderConsent
        reminderSentAt
        reminderSentBy {
          name
          email
        }
        reminderRefusal
      }
    `,
    order,
  );
  const [send, sending] = useSendCheckoutReminderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const unpaid = (UNPAID_STATUSES as readonly string[]).includes(data.status);
  if (!unpaid && !data.reminderSentAt) return null;

  const remind = async () => {
    setProblem(null);
    try {
      const result = await send(data.id);
      if (result.__typename !== "OrderPayload") setProblem("message" in result && result.message ? result.message : "The reminder was not sent.");
    } catch (error) {
      setProblem(requestErrorMessage(error));
    }
  };

  return (
    <OrderSection title="Payment reminder" testId="checkout-reminder">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {data.reminderConsent ? "The customer agreed to be reminded once (at checkout, or in their profile)." : "The customer did not ask to be reminded: no reminder is sent automatically."}
        </Text>
        {data.reminderSentAt ? (
          <Text size="sm" data-testid="reminder-sent">
            Reminder sent <DateTimeCell value={data.reminderSentAt} />{" "}
            {data.reminderSentBy ? `by ${data.reminderSentBy.name || data.reminderSentBy.email}` : "automatically"}.
          </Text>
        ) : data.reminderRefusal ? (
          <Text size="sm">{data.reminderRefusal}</Text>
        ) : (
          <>
            <Text size="sm">E-mails {data.email ?? "the customer"} the link to pay this order. Sent once per order.</Text>
            <Button size="sm" variant="default" onClick={remind} loading={sending} style={{ alignSelf: "flex-start" }}>
              Send payment reminder
            </Button>
          </>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </OrderSection>
  );
}
