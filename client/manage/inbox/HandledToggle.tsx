// Marks a contact message handled (or back to new) with setContactMessageHandled. The switch shows
// the stored state; while saving it is disabled, and a failure is shown next to it.
import { Alert, Group, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { HandledToggle_message$key } from "../../__generated__/HandledToggle_message.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { DateTimeCell } from "../../ui/table/cells.tsx";
import { useSetContactMessageHandledMutation } from "./useSetContactMessageHandledMutation.ts";

export function HandledToggle({ message }: { message: HandledToggle_message$key }) {
  const data = useFragment(
    graphql`
      fragment HandledToggle_message on ContactMessage {
        id
        name
        handledAt
      }
    `,
    message,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, saving] = useSetContactMessageHandledMutation();

  const toggle = (handled: boolean) => {
    setProblem(null);
    commit({
      variables: { input: { id: data.id, handled } },
      // The switch moves at once; the server's answer (or a failure) settles it.
      optimisticUpdater: (store) => store.get(data.id)?.setValue(handled ? new Date().toISOString() : null, "handledAt"),
      // Filtered lists ("Handled") no longer match the store: refetch them next time.
      updater: (store) => store.getRoot().invalidateRecord(),
      onCompleted: ({ setContactMessageHandled: result }) => {
        if (result.__typename === "ContactMessagePayload") {
          notifications.show({
            color: "teal",
            message: handled ? `The message from ${data.name} is marked handled.` : `The message from ${data.name} is marked new again.`,
            autoClose: TOAST_MS,
          });
        } else {
          setProblem(("message" in result && result.message) || UNEXPECTED_ERROR);
        }
      },
      onError: (error) => setProblem(requestErrorMessage(error)),
    });
  };

  return (
    <Stack gap="xs">
      <Group gap="md" align="center">
        <Switch
          label="Handled"
          size="md"
          checked={!!data.handledAt}
          disabled={saving}
          onChange={(event) => toggle(event.currentTarget.checked)}
          description={
            data.handledAt ? (
              <Text span size="xs">
                since <DateTimeCell value={data.handledAt} />
              </Text>
            ) : (
              "Not answered yet"
            )
          }
        />
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
