// "Request a revision" on a delivered order: what should change in general and, optionally, per
// prompt. Above it, how many free revisions are left and until when; when none can be asked for,
// the server's reason instead of the form, and the purchase of an extra revision when the studio
// sells them.
import { Button, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { RevisionRequestForm_order$key } from "../../__generated__/RevisionRequestForm_order.graphql.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import type { OrderAccess } from "../../ui/orders/paymentPaths.ts";
import { ExtraRevisionPurchase } from "./ExtraRevisionPurchase.tsx";
import { revisionChanges, revisionFieldErrors, revisionFormErrors, revisionsLeftText, type RevisionValues } from "./orderFollow.ts";
import { RevisionChangesFields } from "./RevisionChangesFields.tsx";
import { useRequestRevisionMutation } from "./useRequestRevisionMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";

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
          extraPrice {
            total
          }
        }
        ...ExtraRevisionPurchase_order
      }
    `,
    order,
  );
  const [requestRevision, sending] = useRequestRevisionMutation();
  const [perPrompt, setPerPrompt] = useState(false);
  const form = useForm<RevisionValues>({
    mode: "controlled",
    initialValues: { message: "", changes: data.items.map(() => "") },
    validate: revisionFormErrors,
  });

  const { onSubmit, formRef, alert, setAlert } = useFormSubmit(form, {
    submit: (values) => requestRevision({ orderId: data.id, key: access.key, message: values.message.trim(), changes: revisionChanges(values) }),
    success: "OrderPayload",
    notify: () => "Revision requested. The studio records the changes and e-mails you the new version.",
    onSuccess: () => form.reset(),
    // Messages about a prompt's change go under that prompt's field (the form lists every prompt).
    onFailure: (result, values) => {
      if (result.__typename !== "ValidationError" || !result.fields?.length) return false;
      const mapped = revisionFieldErrors(result.fields, revisionChanges(values).map((change) => change.itemIndex));
      form.setErrors(mapped.fields);
      if (Object.keys(mapped.fields).some((path) => path.startsWith("changes."))) setPerPrompt(true);
      setAlert(mapped.other.length ? mapped.other.join(" ") : null);
      return true;
    },
  });

  const allowance = data.revisionAllowance;
  if (allowance.refusal) {
    return (
      <Stack gap="sm">
        <Text size="sm" data-testid="revision-refusal">
          {allowance.refusal}
        </Text>
        {allowance.extraPrice && <ExtraRevisionPurchase order={data} access={access} />}
      </Stack>
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
        <RevisionChangesFields form={form} items={data.items} perPrompt={perPrompt} onPerPromptChange={setPerPrompt} />
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={sending}>
            Request a revision
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
