// Adds a webhook endpoint: its https address and what it is for. Its signing secret is shown here
// once, to copy: the server never answers it again (rolling it makes a new one).
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { z } from "zod";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { optionalText, requiredText } from "../../../common/validation/rules.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useCreateWebhookEndpointMutation } from "./useCreateWebhookEndpointMutation.ts";
import { WebhookSecretShownOnce } from "./WebhookSecretShownOnce.tsx";

const schema = z.object({ url: requiredText(2000), description: optionalText(200) });

export function WebhookEndpointForm({ ownerId }: { ownerId: string }) {
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const form = useForm({ mode: "controlled", initialValues: { url: "", description: "" }, validate: formValidator(schema) });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => create({ url: values.url.trim(), description: values.description.trim() || null }, ownerId),
    success: "WebhookSecretPayload",
    onSuccess: (result) => {
      setCreated({ url: result.endpoint.url, secret: result.secret });
      form.reset();
    },
  });
  return (
    <Stack gap="md">
      {created && <WebhookSecretShownOnce title={`${created.url} is added`} secret={created.secret} onClose={() => setCreated(null)} />}
      <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Add a webhook endpoint">
      <Group align="flex-start" gap="md">
        <TextInput label="Endpoint URL" placeholder="https://example.com/studiofront/webhooks" required style={{ flex: "2 1 320px" }} {...form.getInputProps("url")} />
        <TextInput label="Description" placeholder="Order system" style={{ flex: "1 1 200px" }} {...form.getInputProps("description")} />
      </Group>
      <Group>
        <Button type="submit" loading={creating}>
          Add endpoint
        </Button>
      </Group>
      </SubmitForm>
    </Stack>
  );
}
