// The voice's portrait: the current photo and an upload field (jpg, png, webp or svg, at most
// 5 MB) that replaces it with setVoicePhoto (a multipart request).
import { Button, Card, Group, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { VoicePhotoEditor_voice$key } from "../../__generated__/VoicePhotoEditor_voice.graphql.ts";
import { fieldErrors } from "../../../common/validation/formErrors.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { UploadField } from "../../ui/upload/UploadField.tsx";
import { VoicePortrait } from "../../ui/VoicePortrait.tsx";
import { voicePhotoUpload } from "../../ui/upload/uploadRules.ts";
import { useSetVoicePhotoMutation } from "./useSetVoicePhotoMutation.ts";

export function VoicePhotoEditor({ voice: voiceKey }: { voice: VoicePhotoEditor_voice$key }) {
  const voice = useFragment(
    graphql`
      fragment VoicePhotoEditor_voice on Voice {
        id
        name
        photoUrl
      }
    `,
    voiceKey,
  );
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [upload, uploading] = useSetVoicePhotoMutation();

  const submit = async () => {
    if (!file) {
      setFieldError("Choose an image to upload");
      return;
    }
    setFieldError(null);
    setAlert(null);
    try {
      const result = await upload(voice.id, file);
      if (result.__typename === "VoicePayload") {
        setFile(null);
        notifications.show({ color: "teal", message: `${voice.name}’s photo is saved.`, autoClose: TOAST_MS });
        return;
      }
      if (result.__typename === "ValidationError") {
        const errors = fieldErrors(result.fields ?? []);
        setFieldError(errors.photo ?? null);
        const others = Object.entries(errors).filter(([key]) => key !== "photo");
        setAlert(others.length ? others.map(([, message]) => message).join(". ") : errors.photo ? null : result.message);
        return;
      }
      setAlert(result.__typename === "NotFoundError" ? result.message : UNEXPECTED_ERROR);
    } catch (error) {
      setAlert(requestErrorMessage(error));
    }
  };

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          Photo
        </Title>
        <FormAlert>{alert}</FormAlert>
        <Group align="flex-start" gap="lg" wrap="nowrap">
          <VoicePortrait name={voice.name} photoUrl={voice.photoUrl} size={96} alt={voice.photoUrl ? `Photo of ${voice.name}` : `Generated portrait of ${voice.name}`} />
          <Stack gap="sm" style={{ flex: 1 }}>
            <UploadField
              label="New photo"
              rule={voicePhotoUpload}
              value={file}
              onChange={(next) => {
                setFile(next);
                setFieldError(null);
              }}
              error={fieldError}
              loading={uploading}
              current={voice.photoUrl ? "Replaces the current photo." : "Without a photo, the site shows the generated portrait on the left."}
            />
            <Group justify="flex-end">
              <Button onClick={submit} loading={uploading} disabled={!file}>
                Upload photo
              </Button>
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
