// Adds a webhook endpoint: its https address and what it is for. The signing secret is then shown
// on the endpoint's card.
import { Button, Group, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { z } from "zod";
import { formValidator } from "../../../common/validation/formErrors.ts";
import { optionalText, requiredText } from "../../../common/validation/rules.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useCreateWebhookEndpointMutation } from "./useCreateWebhookEndpointMutation.ts";

const schema = z.object({ url: requiredText(2000), description: optionalText(200) });

export function WebhookEndpointForm({ ownerId }: { ownerId: string }) {
  const [create, creating] = useCreateWebhookEndpointMutation();
  const form = useForm({ mode: "controlled", initialValues: { url: "", description: "" }, validate: formValidator(schema) });
  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => create({ url: values.url.trim(), description: values.description.trim() || null }, ownerId),
    success: "WebhookEndpointPayload",
    notify: (result) => `${result.endpoint.url} is added. Reveal its signing secret below.`,
    onSuccess: () => form.reset(),
  });
  return (
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
  );
}
