// The voice's samples by position, each with a preview player and a remove button (after a
// confirmation, removeVoiceSample), and the form that uploads a new one (addVoiceSample).
import { Anchor, Button, Card, Group, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, Autocomplete } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { VoiceSamples_voice$key } from "../../__generated__/VoiceSamples_voice.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { AudioPreview } from "../../ui/upload/AudioPreview.tsx";
import { UploadField } from "../../ui/upload/UploadField.tsx";
import { uploadFieldProps } from "../../ui/upload/uploadFieldProps.ts";
import { voiceSampleUpload } from "../../ui/upload/uploadRules.ts";
import { sampleInput, validateSampleForm, type SampleFormValues } from "./voiceForm.ts";
import { languageName } from "../../ui/languages.ts";
import { useAddVoiceSampleMutation } from "./useAddVoiceSampleMutation.ts";
import { useRemoveVoiceSampleMutation } from "./useRemoveVoiceSampleMutation.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { askToConfirm } from "../../ui/askToConfirm.tsx";
import { SectionTable } from "../../ui/table/SectionTable.tsx";

type Sample = { id: string; title: string; language: string; style: string | null | undefined; url: string; mediaType: string };

function AddSampleForm({ voiceId, languages, styles }: { voiceId: string; languages: readonly string[]; styles: readonly string[] }) {
  const [add, adding] = useAddVoiceSampleMutation();
  const form = useForm<SampleFormValues>({
    mode: "controlled",
    initialValues: { title: "", language: languages.length === 1 ? languages[0] : null, style: "", file: null },
    validate: validateSampleForm,
  });

  const { onSubmit, formRef, alert } = useFormSubmit(form, {
    submit: (values) => add({ voiceId, ...sampleInput(values) }, values.file),
    success: "VoiceSamplePayload",
    notify: (result) => `The sample “${result.voiceSample.title}” is added.`,
    onSuccess: () => {
      form.setValues({ title: "", style: "", file: null });
      form.resetDirty();
    },
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Add a sample">
      <Stack gap="md">
        <Title order={3} size="h5">
          Add a sample
        </Title>
        <FormAlert>{alert}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput size="sm" label="Title" placeholder="Warm welcome" required {...form.getInputProps("title")} />
          <Select
            label="Language"
            data={languages.map((language) => ({ value: language, label: `${language} · ${languageName(language)}` }))}
            placeholder={languages.length ? "Choose a language" : "Add a language to the voice first"}
            required
            // A sample is in one of the voice's languages: choosing the chosen one again keeps it.
            allowDeselect={false}
            {...form.getInputProps("language")}
          />
          <Autocomplete label="Style" placeholder="Optional" data={[...styles]} {...form.getInputProps("style")} />
        </SimpleGrid>
        <UploadField
          label="Audio file"
          rule={voiceSampleUpload}
          {...uploadFieldProps(form, "file")}
          loading={adding}
          required
        />
        {form.values.file && <AudioPreview title={form.values.file.name} file={form.values.file} width={360} />}
        <Group justify="flex-end">
          <Button type="submit" loading={adding}>
            Upload sample
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function VoiceSamples({ voice: voiceKey }: { voice: VoiceSamples_voice$key }) {
  const voice = useFragment(
    graphql`
      fragment VoiceSamples_voice on Voice {
        id
        name
        languages
        styles
        samples {
          id
          title
          language
          style
          url
          mediaType
          position
        }
      }
    `,
    voiceKey,
  );
  const [remove, removing] = useRemoveVoiceSampleMutation();
  const [problem, setProblem] = useState<{ id: string; message: string } | null>(null);

  const confirmRemove = (sample: Sample) =>
    askToConfirm({
      title: "Remove sample",
      question: (
        <>
          Remove “{sample.title}” from {voice.name}’s samples? Visitors will no longer hear it; orders that used it are not affected.
        </>
      ),
      confirm: "Remove sample",
      danger: true,
      onConfirm: async () => {
        setProblem(null);
        try {
          const result = await remove({ id: sample.id });
          if (result.__typename === "RemoveVoiceSamplePayload") {
            notifications.show({ color: "teal", message: `“${sample.title}” is removed.`, autoClose: TOAST_MS });
          } else {
            setProblem({ id: sample.id, message: ("message" in result && result.message) || UNEXPECTED_ERROR });
          }
        } catch (error) {
          setProblem({ id: sample.id, message: requestErrorMessage(error) });
        }
      },
    });

  return (
    <Card>
      <Stack gap="lg">
        <Title order={2} size="h4">
          Samples
        </Title>
        {voice.samples.length === 0 ? (
          <Text c="dimmed">No samples yet. Visitors choose voices by their samples: add at least one.</Text>
        ) : (
          <SectionTable label="Samples" columns={["Sample", "Language", "Style", "Preview"]} actions minWidth={640}>
            {voice.samples.map((sample) => (
              <Table.Tr key={sample.id} data-testid="voice-sample">
                <Table.Td>
                  <Text fw={600}>{sample.title}</Text>
                  <Anchor href={sample.url} size="xs" c="dimmed" target="_blank" rel="noopener">
                    {sample.mediaType}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" title={languageName(sample.language)}>
                    {sample.language}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{sample.style ?? "—"}</Text>
                </Table.Td>
                <Table.Td>
                  <AudioPreview title={sample.title} src={sample.url} />
                </Table.Td>
                <Table.Td>
                  <Button variant="subtle" color="red" size="xs" onClick={() => confirmRemove(sample)} loading={removing} aria-label={`Remove ${sample.title}`}>
                    Remove
                  </Button>
                  {problem?.id === sample.id && (
                    <Text size="xs" c="red.8" role="alert">
                      {problem.message}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </SectionTable>
        )}
        <AddSampleForm voiceId={voice.id} languages={voice.languages} styles={voice.styles} />
      </Stack>
    </Card>
  );
}
