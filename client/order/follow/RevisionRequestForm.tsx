// "Request a revision" on a delivered order: what should change in general and, optionally, per
// prompt. Above it, how many free revisions are left and until when; when none can be asked for,
// the server's reason instead of the form.
import { Anchor, Button, Collapse, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { RevisionRequestForm_order$key } from "../../__generated__/RevisionRequestForm_order.graphql.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { revisionFieldErrors, revisionsLeftText } from "./orderFollow.ts";
import { useRequestRevisionMutation } from "./useRequestRevisionMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";

/** The server's limit on each text. */
const MAX_TEXT = 2000;

type Values = { message: string; changes: string[] };

export function RevisionRequestForm({ order, access }: { order: RevisionRequestForm_order$key; access: OrderAccess }) {
  const data = useFragment(
    graphql`
      fragment RevisionRequestForm_order on Order {
        id
        items {
          name
        }
        revisionAllowance {
          left
          deadline
          refusal
        }
      }
    `,
    order,
  );
  const [requestRevision, sending] = useRequestRevisionMutation();
  const [perPrompt, setPerPrompt] = useState(false);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { message: "", changes: data.items.map(() => "") },
    validate: (values) => {
      const errors: Record<string, string> = {};
      const anyChange = values.changes.some((change) => change.trim());
      if (!values.message.trim() && !anyChange) errors.message = "Say what should change.";
      if (values.message.length > MAX_TEXT) errors.message = `Keep it under ${MAX_TEXT} characters.`;
      values.changes.forEach((change, index) => {
        if (change.length > MAX_TEXT) errors[`changes.${index}`] = `Keep it under ${MAX_TEXT} characters.`;
      });
      return errors;
    },
  });

  const changesOf = (values: typeof form.values) =>
    values.changes.map((change, itemIndex) => ({ itemIndex, change: change.trim() })).filter((change) => change.change);
  const { onSubmit, formRef, alert, setAlert } = useFormSubmit(form, {
    submit: (values) => requestRevision({ orderId: data.id, key: access.key, message: values.message.trim(), changes: changesOf(values) }),
    success: "OrderPayload",
    notify: () => "Revision requested. The studio records the changes and e-mails you the new version.",
    onSuccess: () => form.reset(),
    // Messages about a prompt's change go under that prompt's field (the form lists every prompt).
    onFailure: (result, values) => {
      if (result.__typename !== "ValidationError" || !result.fields?.length) return false;
      const mapped = revisionFieldErrors(result.fields, changesOf(values).map((change) => change.itemIndex));
      form.setErrors(mapped.fields);
      if (Object.keys(mapped.fields).some((path) => path.startsWith("changes."))) setPerPrompt(true);
      setAlert(mapped.other.length ? mapped.other.join(" ") : null);
      return true;
    },
  });

  const allowance = data.revisionAllowance;
  if (allowance.refusal) {
    return (
      <Text size="sm" data-testid="revision-refusal">
        {allowance.refusal}
      </Text>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Request a revision">
      <Stack gap="sm">
        <Text size="sm" fw={600} data-testid="revisions-left">
          {revisionsLeftText(allowance)}
        </Text>
        <Text size="sm" c="dimmed">
          A revision is a new reading of the same script: a different tone, pace or pronunciation. A new script or another voice is a new order.
        </Text>
        <FormAlert>{alert}</FormAlert>
        <Textarea label="What should change?" placeholder="For example: a little slower, and stress the company name." autosize minRows={3} maxRows={8} {...form.getInputProps("message")} />
        {data.items.length > 0 && (
          <>
            <Anchor component="button" type="button" size="sm" aria-expanded={perPrompt} onClick={() => setPerPrompt(!perPrompt)} style={{ alignSelf: "flex-start" }}>
              {perPrompt ? "Hide the changes per recording" : "Describe a change per recording (optional)"}
            </Anchor>
            <Collapse expanded={perPrompt}>
              <Stack gap="xs">
                {data.items.map((item, index) => (
                  <Textarea key={index} label={`Change to ${item.name}`} autosize minRows={1} maxRows={6} {...form.getInputProps(`changes.${index}`)} />
                ))}
              </Stack>
            </Collapse>
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={sending}>
            Request a revision
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
