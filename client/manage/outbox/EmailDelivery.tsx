// What became of an e-mail: its status, the attempts, when it was sent, the mail server's last
// answer, and for a failed one the button that sends it again.
import { Button, Code, DataList, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { graphql, useFragment } from "react-relay";
import type { EmailDelivery_email$key } from "../../__generated__/EmailDelivery_email.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { DateTimeCell, formatDateTime } from "../../ui/table/cells.tsx";
import { DetailField } from "../DetailField.tsx";
import { EmailStatusBadge } from "./EmailStatusBadge.tsx";
import { useRetryEmailMutation } from "./useRetryEmailMutation.ts";

const STATUS_NOTES: Record<string, string> = {
  PENDING: "The next delivery run sends it (within a minute).",
  KEPT: "SMTP_URL was not set when it was written: it was not sent and stays here.",
  FAILED: "Every attempt failed. Send it again once the cause is fixed.",
};

export function EmailDelivery({ email }: { email: EmailDelivery_email$key }) {
  const data = useFragment(
    graphql`
      fragment EmailDelivery_email on EmailMessage {
        id
        status
        attempts
        lastError
        sentAt
        sendAfter
      }
    `,
    email,
  );
  const [retry, retrying] = useRetryEmailMutation();
  const held = data.status === "PENDING" && data.sendAfter && new Date(data.sendAfter).getTime() > Date.now();
  const note = held ? `Held until ${formatDateTime(data.sendAfter!)}, then sent; withdrawn if the order is paid before (its receipt carries the link).` : STATUS_NOTES[data.status];

  const sendAgain = async () => {
    try {
      const result = await retry({ emailId: data.id });
      if (result.__typename === "EmailMessagePayload") notifications.show({ color: "teal", message: "The e-mail will be sent again.", autoClose: TOAST_MS });
      else notifications.show({ color: "red", title: "Not sent again", message: result.message });
    } catch (error) {
      notifications.show({ color: "red", title: "Not sent again", message: requestErrorMessage(error) });
    }
  };

  return (
    <Stack gap="sm">
      <DataList labelWidth={130} withDivider>
        <DetailField
          label="Status"
          value={
            <Stack gap={4} align="flex-start">
              <EmailStatusBadge status={data.status} />
              {note && (
                <Text size="sm" c="dimmed">
                  {note}
                </Text>
              )}
            </Stack>
          }
        />
        <DetailField label="Attempts" value={data.attempts} />
        <DetailField label="Sent" value={<DateTimeCell value={data.sentAt} empty="Not sent" />} />
        <DetailField
          label="Last error"
          value={
            data.lastError ? (
              <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                {data.lastError}
              </Code>
            ) : (
              <Text span c="dimmed" size="sm">
                None
              </Text>
            )
          }
        />
      </DataList>
      {data.status === "FAILED" && (
        <Group>
          <Button variant="default" onClick={sendAgain} loading={retrying}>
            Send again
          </Button>
        </Group>
      )}
    </Stack>
  );
}
