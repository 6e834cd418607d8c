// The conversation on an order, oldest first, and the form that adds to it: the customer (or guest,
// with their link's key, or reseller) writes to the studio, the studio to the customer; the other
// side is e-mailed. Either may attach recordings (a pronunciation) or documents, by the upload
// rules the server checks again. Every order page shows it in its timeline and follows it live.
import { Anchor, Button, FileInput, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import { formatBytes } from "../../../common/bytes.ts";
import {
  attachmentRulesText,
  attachmentTypeNames,
  attachmentUploadType,
  ORDER_MESSAGE_MAX_ATTACHMENTS,
  ORDER_MESSAGE_MAX_LENGTH,
  orderMessageAttachmentUpload,
  orderMessageBodyIssue,
} from "../../../common/orders/orderMessageRules.ts";
import type { OrderMessages_order$key } from "../../__generated__/OrderMessages_order.graphql.ts";
import { acceptMap } from "../../../common/validation/uploadTypes.ts";
import { SubmitForm } from "../SubmitForm.tsx";
import { DateTimeCell } from "../table/cells.tsx";
import { useFormSubmit } from "../useFormSubmit.ts";
import { useSendOrderMessageMutation } from "./useSendOrderMessageMutation.ts";

const ACCEPT = Object.entries(acceptMap(orderMessageAttachmentUpload))
  .flatMap(([mediaType, extensions]) => [mediaType, ...extensions])
  .join(",");

/** What is wrong with the picked files before sending (the server checks their contents again). */
function attachmentsIssue(files: File[]): string | null {
  if (files.length > ORDER_MESSAGE_MAX_ATTACHMENTS) return `Attach at most ${ORDER_MESSAGE_MAX_ATTACHMENTS} files.`;
  for (const file of files) {
    const type = attachmentUploadType(file.name);
    if (type === orderMessageAttachmentUpload) return `${file.name}: file type not accepted (allowed: ${attachmentTypeNames().join(", ")})`;
    if (file.size > type.maxBytes) return `${file.name}: larger than ${formatBytes(type.maxBytes)}`;
  }
  return null;
}

/** The server's refusals of single files (`attachments.<index>`), each with the file's name. */
function attachmentErrors(errors: Record<string, unknown>, files: File[]): string | null {
  const messages = Object.entries(errors)
    .filter(([path]) => path === "attachments" || path.startsWith("attachments."))
    .map(([path, message]) => {
      const file = files[Number(path.split(".")[1])];
      return file ? `${file.name}: ${String(message)}` : String(message);
    });
  return messages.length ? messages.join(" ") : null;
}

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
              attachments {
                name
                size
                url
              }
            }
          }
        }
      }
    `,
    order,
  );
  const [sendOrderMessage, sending] = useSendOrderMessageMutation();
  const form = useForm<{ body: string; attachments: File[] }>({
    mode: "controlled",
    initialValues: { body: "", attachments: [] },
    validate: { body: (value) => orderMessageBodyIssue(value), attachments: attachmentsIssue },
  });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => sendOrderMessage({ orderId: data.id, key: accessKey, body: values.body.trim(), attachments: values.attachments }),
    success: "SendOrderMessagePayload",
    notify: () => (asStudio ? "Message sent to the customer." : "Message sent to the studio."),
    onSuccess: () => form.reset(),
  });
  const messages = data.messages.edges.map((edge) => edge.node);
  // Guests fetch files with their link's key.
  const fileHref = (url: string) => (accessKey ? `${url}?key=${encodeURIComponent(accessKey)}` : url);

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
              {message.attachments.length > 0 && (
                <Group gap="xs" mt={4} component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="Attached files">
                  {message.attachments.map((attachment) => (
                    <li key={attachment.url}>
                      <Anchor href={fileHref(attachment.url)} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: "anywhere" }}>
                        {attachment.name}
                      </Anchor>{" "}
                      <Text span size="xs" c="dimmed">
                        ({formatBytes(attachment.size)})
                      </Text>
                    </li>
                  ))}
                </Group>
              )}
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
        <FileInput
          label="Attach files"
          description={`Optional: up to ${ORDER_MESSAGE_MAX_ATTACHMENTS} ${attachmentRulesText()}.`}
          multiple
          clearable
          accept={ACCEPT}
          {...form.getInputProps("attachments")}
          error={attachmentErrors(form.errors, form.getValues().attachments)}
        />
        <Button type="submit" variant="default" size="xs" loading={sending} style={{ alignSelf: "flex-start" }}>
          Send message
        </Button>
      </SubmitForm>
    </Stack>
  );
}
