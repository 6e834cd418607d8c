// The music bed form in the drawer: upload a new track (createSoundtrackTrack, the recording
// required) or edit one (updateSoundtrackTrack, with an optional replacement recording). Both
// are multipart requests when a file goes with them; the playing time is measured by the server.
import { Autocomplete, Button, Group, NumberInput, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useRef, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { TrackEditor_track$key } from "../../__generated__/TrackEditor_track.graphql.ts";
import type { TrackEditorCreateMutation } from "../../__generated__/TrackEditorCreateMutation.graphql.ts";
import type { TrackEditorUpdateMutation } from "../../__generated__/TrackEditorUpdateMutation.graphql.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { useAsyncMutation } from "../../app/useAsyncMutation.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { focusFirstError } from "../../ui/upload/focusFirstError.ts";
import { requestErrorMessage, showMutationError } from "../../ui/formErrors.ts";
import { AudioPreview } from "../../ui/upload/AudioPreview.tsx";
import { UploadField } from "../../ui/upload/UploadField.tsx";
import { soundtrackUpload } from "../../ui/upload/uploadRules.ts";
import { createTrackInput, emptyTrackForm, trackFormValues, updateTrackInput, validateTrackForm, type TrackFormValues } from "./trackForm.ts";
import { appendCreatedToList } from "../appendCreatedToList.ts";

const createMutation = graphql`
  mutation TrackEditorCreateMutation($input: CreateSoundtrackTrackInput!) {
    createSoundtrackTrack(input: $input) {
      __typename
      ... on SoundtrackTrackPayload {
        soundtrackTrack {
          id
          title
          ...TrackAdminRow_track
          ...TrackEditor_track
        }
      }
      ... on ValidationError {
        message
        fields {
          path
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation TrackEditorUpdateMutation($input: UpdateSoundtrackTrackInput!) {
    updateSoundtrackTrack(input: $input) {
      __typename
      ... on SoundtrackTrackPayload {
        soundtrackTrack {
          id
          title
          ...TrackAdminRow_track
          ...TrackEditor_track
        }
      }
      ... on ValidationError {
        message
        fields {
          path
          message
        }
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

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
  const [create, creating] = useAsyncMutation<TrackEditorCreateMutation>(createMutation);
  const [update, updating] = useAsyncMutation<TrackEditorUpdateMutation>(updateMutation);
  const saving = creating || updating;
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TrackFormValues>({
    mode: "controlled",
    initialValues: track ? trackFormValues(track) : emptyTrackForm(defaultLicence),
    validate: (values) => validateTrackForm(values, !track),
  });

  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = form.onSubmit(async (values) => {
    setAlert(null);
    const uploadables = values.file ? { "input.file": values.file } : undefined;
    try {
      const result = track
        ? (await update({ variables: { input: { ...updateTrackInput(values), id: track.id, file: null } }, uploadables })).updateSoundtrackTrack
        : (await create({ variables: { input: { ...createTrackInput(values), file: null } }, uploadables, updater: appendToList })).createSoundtrackTrack;
      if (result.__typename === "SoundtrackTrackPayload") {
        notifications.show({ color: "teal", message: `${result.soundtrackTrack.title} is saved.`, autoClose: TOAST_MS });
        onDone();
        return;
      }
      if (result.__typename === "%other") throw new Error("Unexpected answer from the server.");
      setAlert(showMutationError(form, result));
      focusFirstError(formRef.current);
    } catch (error) {
      setAlert(requestErrorMessage(error));
    }
  }, () => focusFirstError(formRef.current));

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
          loading={saving}
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
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {track ? "Save track" : "Upload track"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
