// The upload button of one prompt's master recording (WAV, FLAC or MP3). Uploading is possible
// only while the order is in production; a file over the size limit is refused before it is sent,
// the server checks the rest, its refusal is shown next to the button, and the notification
// counts the master check's warnings.
import { Button, FileButton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useRef, useState } from "react";
import { masterSizeRefusal } from "../../../common/orders/masterSize.ts";
import { TOAST_MS } from "../../app/timing.ts";
import { requestErrorMessage, UNEXPECTED_ERROR } from "../../ui/formErrors.ts";
import { warningCount } from "./masterCheckText.ts";
import { useUploadMasterMutation } from "./useUploadMasterMutation.ts";

const ACCEPT = ".wav,.flac,.mp3,audio/wav,audio/x-wav,audio/wave,audio/flac,audio/x-flac,audio/mpeg";

/** The refusal with the file's name in front, unless it already names the file. */
const namingFile = (fileName: string, message: string) => (message.includes(`"${fileName}"`) ? message : `${fileName}: ${message}`);

export function MasterUpload({ orderId, itemIndex, title, hasMaster, enabled }: { orderId: string; itemIndex: number; title: string; hasMaster: boolean; enabled: boolean }) {
  const [uploadMaster, uploading] = useUploadMasterMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const label = hasMaster ? "Upload a new version" : "Upload master";

  const upload = async (file: File | null) => {
    if (!file) return;
    // The same file picked again (after fixing it elsewhere) must upload again.
    resetRef.current?.();
    // Past the request's limit the server stops reading it, and its answer cannot name the file.
    const tooLarge = masterSizeRefusal(file.name, file.size);
    setProblem(tooLarge);
    if (tooLarge) return;
    try {
      const result = await uploadMaster(orderId, itemIndex, file);
      if (result.__typename === "UploadMasterPayload") {
        const warnings = result.recording.check?.warnings.length ?? 0;
        notifications.show({
          color: warnings ? "yellow" : "teal",
          message: `Version ${result.recording.version} of ${title} is uploaded${warnings ? ` with ${warningCount(warnings).toLowerCase()} from the master check` : ""}; its files are being rendered.`,
          autoClose: TOAST_MS,
        });
        return;
      }
      const fieldMessage = result.__typename === "ValidationError" ? result.fields?.map((field) => field.message).join(" ") : null;
      setProblem(fieldMessage ? namingFile(file.name, fieldMessage) : result.message || UNEXPECTED_ERROR);
    } catch (error) {
      setProblem(requestErrorMessage(error));
    }
  };

  return (
    <Stack gap={4} align="flex-end">
      <FileButton onChange={upload} accept={ACCEPT} disabled={!enabled || uploading} resetRef={resetRef}>
        {(props) => (
          <Button {...props} size="xs" variant={hasMaster ? "default" : "filled"} loading={uploading} disabled={!enabled} aria-label={`${label} of ${title}`}>
            {label}
          </Button>
        )}
      </FileButton>
      {problem && (
        <Text size="xs" c="red.8" role="alert" maw={320} ta="right">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
