// The conversation on an order, oldest first, and the form that adds to it: the customer (or guest,
// with their link's key, or reseller) writes to the studio, the studio to the customer; the other
// side is e-mailed. Every order page shows it in its timeline and follows it live.
import { Button, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import { ORDER_MESSAGE_MAX_LENGTH, orderMessageBodyIssue } from "../../../common/orders/orderMessageRules.ts";
import type { OrderMessages_order$key } from "../../__generated__/OrderMessages_order.graphql.ts";
import { SubmitForm } from "../SubmitForm.tsx";
import { DateTimeCell } from "../table/cells.tsx";
import { useFormSubmit } from "../useFormSubmit.ts";
import { useSendOrderMessageMutation } from "./useSendOrderMessageMutation.ts";

export function OrderMessages({ order, accessKey = null, asStudio = false }: { order: OrderMessages_order$key; accessKey?: string | null; asStudio?: boolean }) {
  const data = useFragment(
    graphql`
      fragment OrderMessages_order on Order {
        id
        number
        messages {
          edges {
            node {
              id
              fromStudio
              authorName
              body
              createdAt
            }
          }
        }
      }
    `,
    order,
  );
  const [sendOrderMessage, sending] = useSendOrderMessageMutation();
  const form = useForm({ mode: "controlled", initialValues: { body: "" }, validate: { body: (value) => orderMessageBodyIssue(value) } });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => sendOrderMessage({ orderId: data.id, key: accessKey, body: values.body.trim() }),
    success: "SendOrderMessagePayload",
    notify: () => (asStudio ? "Message sent to the customer." : "Message sent to the studio."),
    onSuccess: () => form.reset(),
  });
  const messages = data.messages.edges.map((edge) => edge.node);

  return (
    <Stack gap="sm">
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          No messages yet.
        </Text>
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label={`Messages on order ${data.number}, oldest first`} data-testid="order-messages">
          {messages.map((message) => (
            <Paper component="li" key={message.id} withBorder p="xs" radius="sm" bg={message.fromStudio ? "var(--mantine-color-default-hover)" : undefined}>
              <Text size="xs" c="dimmed">
                <Text span fw={600} c="var(--mantine-color-text)" size="xs">
                  {message.authorName}
                </Text>{" "}
                · <DateTimeCell value={message.createdAt} />
              </Text>
              <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                {message.body}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={asStudio ? "Write to the customer" : "Write to the studio"} gap="xs">
        <Textarea
          label={asStudio ? "Message to the customer" : "Message to the studio"}
          description={asStudio ? "The customer is e-mailed a link to the order." : "A question, a pronunciation, a change: the studio is told by e-mail."}
          autosize
          minRows={2}
          maxRows={10}
          maxLength={ORDER_MESSAGE_MAX_LENGTH}
          {...form.getInputProps("body")}
        />
        <Button type="submit" variant="default" size="xs" loading={sending} style={{ alignSelf: "flex-start" }}>
          Send message
        </Button>
      </SubmitForm>
    </Stack>
  );
}
