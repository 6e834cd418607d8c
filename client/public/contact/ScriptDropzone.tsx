// The quote's script upload: a Mantine Dropzone that accepts the server's document types (by
// extension or media type) up to its size limit. A refused file is not kept, and the message
// under the field says why (its type, its size, or one file only).
import "@mantine/dropzone/styles.css";
import { ActionIcon, Group, Input, Paper, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useId, type ReactNode } from "react";
import { Icon } from "../../ui/Icon.tsx";
import { formatFileSize, SCRIPT_ACCEPT, SCRIPT_MAX_BYTES, SCRIPT_TYPE_NAMES, scriptRejectionMessage } from "./scriptUpload.ts";

export type ScriptDropzoneProps = {
  value: File | null;
  onChange: (file: File | null) => void;
  /** Called with the reason when the dropzone refuses a file (shown as the field's error). */
  onReject: (message: string) => void;
  error?: ReactNode;
};

export function ScriptDropzone({ value, onChange, onReject, error }: ScriptDropzoneProps) {
  const hintId = useId();
  const inputId = useId();
  const types = SCRIPT_TYPE_NAMES.map((name) => name.toUpperCase()).join(", ");
  const reject = (rejections: FileRejection[]) => {
    const messages = [...new Set(rejections.map((rejection) => scriptRejectionMessage(rejection)))];
    onReject(messages.join(" "));
  };
  return (
    <Input.Wrapper
      label="Script"
      description={`Optional. ${types}; up to ${formatFileSize(SCRIPT_MAX_BYTES)}.`}
      error={error}
      errorProps={{ role: "alert" }}
      labelProps={{ htmlFor: inputId }}
      descriptionProps={{ id: hintId }}
    >
      <Stack gap="xs" mt={6}>
        {value ? (
          <Paper withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Icon name="file" size={22} color="var(--mantine-color-studio-7)" />
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} truncate data-testid="script-file-name">
                    {value.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatFileSize(value.size)}
                  </Text>
                </div>
              </Group>
              <ActionIcon variant="subtle" color="gray" onClick={() => onChange(null)} aria-label={`Remove ${value.name}`}>
                <Icon name="x" size={18} />
              </ActionIcon>
            </Group>
          </Paper>
        ) : (
          <Dropzone
            onDrop={(files) => onChange(files[0] ?? null)}
            onReject={reject}
            accept={SCRIPT_ACCEPT}
            maxSize={SCRIPT_MAX_BYTES}
            multiple={false}
            maxFiles={1}
            radius="md"
            p="lg"
            aria-describedby={hintId}
            inputProps={{ id: inputId, "aria-describedby": hintId }}
            style={error ? { borderColor: "var(--mantine-color-red-6)" } : undefined}
          >
            <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: "none" }}>
              <Dropzone.Accept>
                <Icon name="upload" size={36} color="var(--mantine-color-studio-7)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <Icon name="x" size={36} color="var(--mantine-color-red-7)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <Icon name="file" size={36} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <div>
                <Text fw={600}>Drop your script here or click to choose a file</Text>
                <Text size="sm" c="dimmed">
                  One document with the text to record
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
