// The music bed form in the drawer: upload a new track (createSoundtrackTrack, the recording
// required) or edit one (updateSoundtrackTrack, with an optional replacement recording). Both
// are multipart requests when a file goes with them; the playing time is measured by the server.
import { Autocomplete, Group, NumberInput, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { TrackEditor_track$key } from "../../__generated__/TrackEditor_track.graphql.ts";
import { SubmitForm } from "../../ui/SubmitForm.tsx";
import { EditorActions } from "../EditorActions.tsx";
import { SlugInput } from "../SlugInput.tsx";
import { PositionInput } from "../PositionInput.tsx";
import { useEditorForm } from "../useEditorForm.ts";
import { useFormSubmit } from "../../ui/useFormSubmit.ts";
import { AudioPreview } from "../../ui/upload/AudioPreview.tsx";
import { UploadField } from "../../ui/upload/UploadField.tsx";
import { uploadFieldProps } from "../../ui/upload/uploadFieldProps.ts";
import { soundtrackUpload } from "../../ui/upload/uploadRules.ts";
import { createTrackInput, emptyTrackForm, trackFormValues, updateTrackInput, validateTrackForm, type TrackFormValues } from "./trackForm.ts";
import { useCreateSoundtrackTrackMutation } from "./useCreateSoundtrackTrackMutation.ts";
import { useUpdateSoundtrackTrackMutation } from "./useUpdateSoundtrackTrackMutation.ts";

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
  const form = useEditorForm<TrackFormValues>(track ? trackFormValues(track) : emptyTrackForm(defaultLicence), (values) => validateTrackForm(values, !track));

  const { onSubmit, formRef, alert, submitting } = useFormSubmit(form, {
    submit: (values) => (track ? update({ ...updateTrackInput(values), id: track.id }, values.file) : create(createTrackInput(values), values.file)),
    success: "SoundtrackTrackPayload",
    notify: (result) => `${result.soundtrackTrack.title} is saved.`,
    onSuccess: () => onDone(),
  });

  return (
    <SubmitForm formRef={formRef} onSubmit={onSubmit} alert={alert} label={track ? `Edit ${track.title}` : "New music track"}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput size="sm" label="Title" required {...form.getInputProps("title")} />
        {track ? (
          <SlugInput value={track.slug} readOnly description="Set when the track was created" />
        ) : (
          <SlugInput description="Made from the title when left empty" {...form.getInputProps("slug")} />
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
          <PositionInput required {...form.getInputProps("position")} />
        </SimpleGrid>
      )}
      <UploadField
        label={track ? "Replace the recording" : "Recording"}
        description={track ? "Optional: the track keeps its recording when no file is chosen." : undefined}
        rule={soundtrackUpload}
        {...uploadFieldProps(form, "file")}
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
      <EditorActions submitLabel={track ? "Save track" : "Upload track"} submitting={submitting} onCancel={onDone} />
    </SubmitForm>
  );
}
