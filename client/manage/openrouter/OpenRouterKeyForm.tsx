// The OpenRouter key: where the key in use comes from (a key saved here wins over the server's
// OPENROUTER_API_KEY), a field to save a new one, and removing the saved one. The key itself is
// never sent back: only its last four characters tell keys apart.
import { Alert, Button, Fieldset, Group, PasswordInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { graphql, useFragment } from "react-relay";
import type { OpenRouterKeyForm_settings$data, OpenRouterKeyForm_settings$key } from "../../__generated__/OpenRouterKeyForm_settings.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { requestErrorMessage } from "../../ui/formErrors.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useEditorForm } from "../useEditorForm.ts";
import { useUpdateScriptAssistantSettingsMutation } from "./useUpdateScriptAssistantSettingsMutation.ts";

type KeyValues = { apiKey: string };

function keyStatus(settings: OpenRouterKeyForm_settings$data): string {
  const ending = `ending in …${settings.keyLastFour}`;
  const unreadable = "The saved key can no longer be read (the server's SESSION_SECRET changed since): save it again.";
  switch (settings.keySource) {
    case "SAVED":
      return `The key saved here, ${ending}, is in use (kept encrypted).${settings.environmentKeySet ? " It is used instead of the server's OPENROUTER_API_KEY." : ""}`;
    case "ENVIRONMENT":
      return `${settings.keyUnreadable ? `${unreadable} Until then the` : "No key is saved here: the"} server's OPENROUTER_API_KEY, ${ending}, is in use. A key saved here is used instead of it.`;
    default:
      return `${settings.keyUnreadable ? `${unreadable} ` : ""}No key is set, so the order wizards do not offer the assistant. Save a key from openrouter.ai, or set OPENROUTER_API_KEY on the server (a key saved here is used instead of it).`;
  }
}

export function OpenRouterKeyForm({ settings: settingsKey }: { settings: OpenRouterKeyForm_settings$key }) {
  const settings = useFragment(
    graphql`
      fragment OpenRouterKeyForm_settings on ScriptAssistantSettings {
        keySet
        keyLastFour
        keySource
        keyUnreadable
        environmentKeySet
      }
    `,
    settingsKey,
  );
  const [update, updating] = useUpdateScriptAssistantSettingsMutation();
  const form = useEditorForm<KeyValues>({ apiKey: "" }, { apiKey: (value) => (value.trim() ? null : "Enter the key") });
  const { onSubmit, formRef, alert, setAlert, submitting } = useFormSubmit(form, {
    submit: (values) => update({ apiKey: values.apiKey }),
    success: "ScriptAssistantSettings",
    notify: () => "The key is saved. The order wizards offer the assistant.",
    onSuccess: () => form.reset(),
  });

  const remove = () =>
    askToConfirm({
      title: "Remove the saved key?",
      question: settings.environmentKeySet
        ? "The server's OPENROUTER_API_KEY will be used again."
        : "The order wizards will no longer offer the assistant until a key is saved again.",
      confirm: "Remove key",
      danger: true,
      onConfirm: async () => {
        setAlert(null);
        try {
          const result = await update({ removeKey: true });
          if (result.__typename === "ScriptAssistantSettings") notifications.show({ color: "teal", autoClose: TOAST_MS, message: "The saved key is removed." });
          else setAlert(result.message);
        } catch (error) {
          setAlert(requestErrorMessage(error));
        }
      },
    });

  const inUse = settings.keySource !== "NONE";
  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="OpenRouter key">
      <Fieldset legend="OpenRouter key">
        <Stack gap="md">
          {settings.keyUnreadable || !inUse ? (
            <Alert color={settings.keyUnreadable ? "red" : "yellow"} variant="light" title={inUse ? "Save the key again" : "The assistant is off"}>
              {keyStatus(settings)}
            </Alert>
          ) : (
            <Text size="sm">{keyStatus(settings)}</Text>
          )}
          <PasswordInput
            size="sm"
            label={settings.keySet ? "Replace the saved key" : "OpenRouter API key"}
            description="As openrouter.ai issues it (sk-or-…). Kept encrypted and never shown again."
            autoComplete="off"
            required
            maxLength={200}
            {...form.getInputProps("apiKey")}
          />
          <Group>
            <Button type="submit" loading={submitting}>
              Save key
            </Button>
            {settings.keySet && (
              <Button variant="default" color="red" onClick={remove} loading={updating && !submitting}>
                Remove saved key
              </Button>
            )}
          </Group>
        </Stack>
      </Fieldset>
    </SubmitForm>
  );
}
