// The voice form: create a voice (createVoice) or edit one (updateVoice): name, slug, languages
// and styles as tag lists, gender, bio, featured, active and position. The server's
// ValidationError goes under the fields it names.
import { Button, Group, Radio, SimpleGrid, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { VoiceEditor_voice$key } from "../../__generated__/VoiceEditor_voice.graphql.ts";
import { VOICE_GENDERS } from "../../../common/validation/catalogueSchemas.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { PositionInput } from "../PositionInput.tsx";
import { SlugInput } from "../SlugInput.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { useEditorForm } from "../useEditorForm.ts";
import { LANGUAGE_RULES, STYLE_RULES } from "./tags.ts";
import { TagsField } from "./TagsField.tsx";
import { emptyVoiceForm, GENDER_LABELS, onListFields, validateVoiceForm, voiceFormValues, voiceInput, type VoiceFormValues } from "./voiceForm.ts";
import { useCreateVoiceMutation } from "./useCreateVoiceMutation.ts";
import { useUpdateVoiceMutation } from "./useUpdateVoiceMutation.ts";

export type VoiceEditorProps = {
  voice: VoiceEditor_voice$key | null;
  /** Where a new voice goes in the list. */
  nextPosition?: number;
  suggestions: { languages: readonly string[]; styles: readonly string[] };
  /** After a save: the voice's id and name. */
  onSaved: (voice: { id: string; name: string }) => void;
  onCancel?: () => void;
};

export function VoiceEditor({ voice: voiceKey, nextPosition = 0, suggestions, onSaved, onCancel }: VoiceEditorProps) {
  const voice = useFragment(
    graphql`
      fragment VoiceEditor_voice on Voice {
        id
        name
        slug
        languages
        gender
        styles
        bio
        featured
        active
        position
      }
    `,
    voiceKey,
  );
  const [create] = useCreateVoiceMutation();
  const [update] = useUpdateVoiceMutation();
  const form = useEditorForm<VoiceFormValues>(voice ? voiceFormValues(voice) : emptyVoiceForm(nextPosition), validateVoiceForm);
  const errors = onListFields(form.errors, ["languages", "styles"]);

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: async (values) => {
      const input = voiceInput(values);
      return voice
        ? update({ ...input, id: voice.id })
        : create(input);
    },
    success: "VoicePayload",
    notify: (result) => `${result.voice.name} is saved.`,
    onSuccess: (result, values) => {
      form.resetDirty(values);
      onSaved(result.voice);
    },
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={voice ? `Edit ${voice.name}` : "New voice"}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput size="sm" label="Name" required {...form.getInputProps("name")} />
        <SlugInput description={voice ? "The voice's address on the site" : "Made from the name when left empty"} {...form.getInputProps("slug")} />
      </SimpleGrid>
      <TagsField
        label="Languages"
        placeholder="Add a language, e.g. en-GB"
        description={`Language tags such as en-GB or fr-FR. Comma, Tab or Enter adds one; at most ${LANGUAGE_RULES.max}.`}
        rules={LANGUAGE_RULES}
        suggestions={suggestions.languages}
        required
        value={form.values.languages}
        onChange={(value) => form.setFieldValue("languages", value)}
        error={errors.languages}
      />
      <Radio.Group
        label="Gender"
        required
        value={form.values.gender ?? ""}
        onChange={(value) => form.setFieldValue("gender", value as VoiceFormValues["gender"])}
        error={errors.gender}
      >
        <Group gap="lg" mt={6}>
          {VOICE_GENDERS.map((value) => (
            <Radio key={value} value={value} label={GENDER_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      <TagsField
        label="Styles"
        placeholder="Add a style, e.g. warm"
        description={`How the voice sounds: warm, corporate, energetic… Comma, Tab or Enter adds one; at most ${STYLE_RULES.max}.`}
        rules={STYLE_RULES}
        suggestions={suggestions.styles}
        required
        value={form.values.styles}
        onChange={(value) => form.setFieldValue("styles", value)}
        error={errors.styles}
      />
      <Textarea label="Bio" required autosize minRows={3} maxRows={10} {...form.getInputProps("bio")} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Switch label="Featured" description="Shown on the home page" {...form.getInputProps("featured", { type: "checkbox" })} />
        <Switch label="Active" description="Listed and orderable" {...form.getInputProps("active", { type: "checkbox" })} />
        <PositionInput {...form.getInputProps("position")} />
      </SimpleGrid>
      {!voice && (
        <Text size="sm" c="dimmed">
          After creating the voice, add its photo and samples on its page.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        )}
        {voice && (
          <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty() || submitting}>
            Undo changes
          </Button>
        )}
        <Button type="submit" loading={submitting} disabled={!!voice && !form.isDirty()}>
          {voice ? "Save voice" : "Create voice"}
        </Button>
      </Group>
    </SubmitForm>
  );
}
