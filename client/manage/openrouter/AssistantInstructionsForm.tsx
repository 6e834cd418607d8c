// The model the assistant asks and what it is told for each task. The server appends the answer
// format it reads to these instructions, so they say only how to write.
import { Anchor, Button, Fieldset, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { AssistantInstructionsForm_settings$key, ScriptAssistantTask } from "../../__generated__/AssistantInstructionsForm_settings.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useEditorForm } from "../useEditorForm.ts";
import { useUpdateScriptAssistantSettingsMutation } from "./useUpdateScriptAssistantSettingsMutation.ts";

type InstructionsValues = { model: string; instructions: { task: ScriptAssistantTask; text: string }[] };

const TASKS: Partial<Record<ScriptAssistantTask, { label: string; description: string }>> = {
  DRAFT: { label: "Draft from facts", description: "The customer gives a few facts; the model writes one message." },
  SHORTEN: { label: "Shorten to a duration", description: "The model shortens a text to the words that fit the customer's target." },
  CHECK_PRONUNCIATION: { label: "Check pronunciation", description: "The model lists what a voice may stumble on, and why." },
};

const MODEL_PATTERN = /^[a-z0-9][a-z0-9._-]*\/[a-z0-9][a-z0-9._-]*(?::[a-z0-9._-]+)?$/i;

export function AssistantInstructionsForm({ settings: settingsKey, onSaved }: { settings: AssistantInstructionsForm_settings$key; onSaved: () => void }) {
  const settings = useFragment(
    graphql`
      fragment AssistantInstructionsForm_settings on ScriptAssistantSettings {
        model
        defaultModel
        instructions {
          task
          text
          defaultText
        }
      }
    `,
    settingsKey,
  );
  const [update] = useUpdateScriptAssistantSettingsMutation();
  const form = useEditorForm<InstructionsValues>(
    { model: settings.model, instructions: settings.instructions.map(({ task, text }) => ({ task, text })) },
    {
      model: (value) => (MODEL_PATTERN.test(value.trim()) ? null : `An OpenRouter model id, such as ${settings.defaultModel}`),
      instructions: { text: (value) => (value.trim().length >= 20 ? null : "At least 20 characters") },
    },
  );
  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => update({ model: values.model, instructions: values.instructions }),
    success: "ScriptAssistantSettings",
    notify: () => "The assistant's settings are saved.",
    onSuccess: onSaved,
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label="Model and instructions" gap="lg">
      <Fieldset legend="Model">
        <TextInput
          size="sm"
          label="OpenRouter model"
          description={
            <>
              A model id from{" "}
              <Anchor href="https://openrouter.ai/models" target="_blank" rel="noreferrer" size="xs" underline="always">
                openrouter.ai/models
              </Anchor>
              ; {settings.defaultModel} by default
            </>
          }
          required
          maxLength={100}
          {...form.getInputProps("model")}
        />
      </Fieldset>
      <Fieldset legend="Instructions">
        <Stack gap="lg">
          {settings.instructions.map((instruction, index) => {
            const copy = TASKS[instruction.task];
            const path = `instructions.${index}.text` as const;
            const changed = form.getValues().instructions[index]?.text !== instruction.defaultText;
            return (
              <Stack key={instruction.task} gap={4}>
                <Textarea size="sm" label={copy?.label ?? instruction.task} description={copy?.description} required autosize minRows={3} maxRows={12} maxLength={4000} {...form.getInputProps(path)} />
                {changed && (
                  <Group>
                    <Button variant="subtle" size="compact-sm" onClick={() => form.setFieldValue(path, instruction.defaultText)}>
                      Restore the default for “{copy?.label ?? instruction.task}”
                    </Button>
                  </Group>
                )}
              </Stack>
            );
          })}
        </Stack>
      </Fieldset>
      <Group>
        <Button type="submit" loading={submitting}>
          Save model and instructions
        </Button>
      </Group>
    </SubmitForm>
  );
}
