// The music bed form in the drawer: upload a new track (createSoundtrackTrack, the recording
// required) or edit one (updateSoundtrackTrack, with an optional replacement recording). Both
// are multipart requests when a file goes with them; the playing time is measured by the server.
import { Autocomplete, Button, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { graphql, useFragment } from "react-relay";
import type { TrackEditor_track$key } from "../../__generated__/TrackEditor_track.graphql.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { AudioPreview } from "../../ui/upload/AudioPreview.tsx";
import { UploadField } from "../../ui/upload/UploadField.tsx";
import { soundtrackUpload } from "../../ui/upload/uploadRules.ts";
import { createTrackInput, emptyTrackForm, trackFormValues, updateTrackInput, validateTrackForm, type TrackFormValues } from "./trackForm.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";
import { useCreateSoundtrackTrackMutation } from "./useCreateSoundtrackTrackMutation.ts";
import { useUpdateSoundtrackTrackMutation } from "./useUpdateSoundtrackTrackMutation.ts";

const appendToList = appendCreatedToList("createSoundtrackTrack", "soundtrackTrack", "manageSoundtrackTracks");

export type TrackEditorProps = {
  track: TrackEditor_track$key | null;
  /** Moods already in use, offered while typing. */
  moods: readonly string[];
  /** The licence of the other tracks, prefilled for a new one. */
  defaultLicence: string;
  onDone: () => void;
};

export function TrackEditor({ track: trackKey, moods, defaultLicence, onDone }: TrackEditorProps) {
  const track = useFragment(
    graphql`
      fragment TrackEditor_track on SoundtrackTrack {
        id
        title
        slug
        mood
        bpm
        licence
        active
        position
        url
      }
    `,
    trackKey,
  );
  const [create] = useCreateSoundtrackTrackMutation();
  const [update] = useUpdateSoundtrackTrackMutation();
  const form = useForm<TrackFormValues>({
    mode: "controlled",
    initialValues: track ? trackFormValues(track) : emptyTrackForm(defaultLicence),
    validate: (values) => validateTrackForm(values, !track),
  });

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: async (values) => {
      const uploadables = values.file ? { "input.file": values.file } : undefined;
      return track
        ? (await update({ variables: { input: { ...updateTrackInput(values), id: track.id, file: null } }, uploadables })).updateSoundtrackTrack
        : (await create({ variables: { input: { ...createTrackInput(values), file: null } }, uploadables, updater: appendToList })).createSoundtrackTrack;
    },
    success: "SoundtrackTrackPayload",
    notify: (result) => `${result.soundtrackTrack.title} is saved.`,
    onSuccess: () => onDone(),
  });

  const below = ["label", "input", "description", "error"] as ("label" | "input" | "description" | "error")[];

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={track ? `Edit ${track.title}` : "New music track"}>
      <Stack gap="md">
        <FormAlert>{alert}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput size="sm" label="Title" required {...form.getInputProps("title")} />
          {track ? (
            <TextInput size="sm" label="Slug" value={track.slug} readOnly description="Set when the track was created" inputWrapperOrder={below} />
          ) : (
            <TextInput size="sm"
              label="Slug"
              description="Made from the title when left empty"
              inputWrapperOrder={below}
              spellCheck={false}
              autoCapitalize="off"
              {...form.getInputProps("slug")}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Autocomplete label="Mood" placeholder="calm corporate" data={[...moods]} required {...form.getInputProps("mood")} />
          <NumberInput label="BPM" placeholder="Optional" min={20} max={300} allowDecimal={false} allowNegative={false} {...form.getInputProps("bpm")} />
        </SimpleGrid>
        <Textarea label="Licence" description="What customers may do with the music." required autosize minRows={2} maxRows={6} {...form.getInputProps("licence")} />
        {track && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Switch label="Active" description="Offered in the on-hold order" {...form.getInputProps("active", { type: "checkbox" })} />
            <NumberInput
              label="Position"
              description="Lower numbers come first"
              inputWrapperOrder={below}
              min={0}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps("position")}
            />
          </SimpleGrid>
        )}
        <UploadField
          label={track ? "Replace the recording" : "Recording"}
          description={track ? "Optional: the track keeps its recording when no file is chosen." : undefined}
          rule={soundtrackUpload}
          value={form.values.file}
          onChange={(file) => {
            form.setFieldValue("file", file);
            form.clearFieldError("file");
          }}
          onReject={() => form.setFieldValue("file", null)}
          error={typeof form.errors.file === "string" ? form.errors.file : undefined}
          loading={submitting}
          required={!track}
          current={
            track ? (
              <Group gap="sm" component="span">
                <span>Current recording:</span>
                <AudioPreview title={`the current recording of ${track.title}`} src={track.url} width={320} />
              </Group>
            ) : undefined
          }
        />
        {form.values.file && <AudioPreview title={form.values.file.name} file={form.values.file} width={320} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {track ? "Save track" : "Upload track"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
