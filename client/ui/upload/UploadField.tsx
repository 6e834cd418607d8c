// A form field for one file: Mantine's Dropzone (drag a file in, or click / Enter / Space to pick
// one) that accepts the rule's types by extension or media type and refuses anything larger than
// its limit. Refused files raise the dropzone's reject event; each is listed under the field with
// the reason ("notes.txt: file type not accepted (allowed: mp3, wav, ogg, m4a)"). The server
// checks again, and its ValidationError for the file field is passed in as `error` and shown in
// the same place.
import "@mantine/dropzone/styles.css";
import { Box, Button, Group, Input, Stack, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { useId, useState, type ReactNode } from "react";
import { allowedExtensions, dropzoneAccept, formatBytes, rejectionMessages, type UploadRule } from "./uploadRules.ts";

export type UploadFieldProps = {
  label: string;
  description?: ReactNode;
  rule: UploadRule;
  value: File | null;
  onChange: (file: File | null) => void;
  /** The server's message for this field (a ValidationError on e.g. `input.file`). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Shows a loader over the dropzone (while uploading). */
  loading?: boolean;
  /** What is stored now, shown while no new file is picked ("Current file: take-1.mp3"). */
  current?: ReactNode;
  /** Told why files were refused (already shown under the field). */
  onReject?: (messages: string[]) => void;
};

function listFormat(items: string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

export function UploadField({
  label,
  description,
  rule,
  value,
  onChange,
  error,
  required,
  disabled,
  loading,
  current,
  onReject,
}: UploadFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [refusals, setRefusals] = useState<string[]>([]);
  const types = listFormat(allowedExtensions(rule));

  const problems: ReactNode[] = [...refusals, ...(error ? [error] : [])];
  const errorNode =
    problems.length > 0 ? (
      <Stack gap={2} component="span" role="alert">
        {problems.map((problem, index) => (
          <span key={index}>{problem}</span>
        ))}
      </Stack>
    ) : undefined;

  // The hint, and the refusals when there are some (Input.Wrapper gives its error `${id}-error`).
  const describedBy = problems.length > 0 ? `${hintId} ${id}-error` : hintId;

  const reject = (rejections: FileRejection[]) => {
    const messages = rejectionMessages(rejections, rule);
    setRefusals(messages);
    onReject?.(messages);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      required={required}
      error={errorNode}
      inputWrapperOrder={["label", "description", "input", "error"]}
    >
      <Stack gap="xs" mt={4}>
        <Dropzone
          onDrop={(files) => {
            setRefusals([]);
            onChange(files[0] ?? null);
          }}
          onReject={reject}
          accept={dropzoneAccept(rule)}
          maxSize={rule.maxBytes}
          validator={(file) => (file.size === 0 ? { code: "file-too-small", message: "The file is empty" } : null)}
          multiple={false}
          disabled={disabled}
          loading={loading}
          aria-describedby={describedBy}
          inputProps={{ id, "aria-describedby": describedBy, "aria-invalid": problems.length > 0 || undefined }}
          radius="md"
          p="md"
          style={problems.length > 0 ? { borderColor: "var(--mantine-color-error)" } : undefined}
        >
          <Stack gap={4} align="center" style={{ pointerEvents: "none" }}>
            <Dropzone.Accept>
              <Text fw={600}>Drop the file to add it</Text>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <Text fw={600} c="var(--mantine-color-error)">
                This file cannot be added
              </Text>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Text fw={600}>{value ? "Drop or click to choose another file" : "Drop a file here or click to choose one"}</Text>
            </Dropzone.Idle>
            <Text size="sm" c="dimmed" id={hintId}>
              {types}, up to {formatBytes(rule.maxBytes)}
            </Text>
          </Stack>
        </Dropzone>
        {value ? (
          <Group gap="sm" justify="space-between" wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: "anywhere" }} aria-live="polite">
              Selected: <strong>{value.name}</strong> ({formatBytes(value.size)})
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={() => onChange(null)}
              disabled={disabled || loading}
              aria-label={`Remove ${value.name}`}
            >
              Remove
            </Button>
          </Group>
        ) : (
          current && (
            <Box fz="sm" c="dimmed">
              {current}
            </Box>
          )
        )}
      </Stack>
    </Input.Wrapper>
  );
}
