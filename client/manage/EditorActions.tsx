// The buttons under a management editor: Cancel, then the submit button that saves or creates.
import { Button, Group } from "@mantine/core";

export type EditorActionsProps = {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
  /** Cancel waits while this is true (another request of the editor's); defaults to `submitting`. */
  busy?: boolean;
};

export function EditorActions({ submitLabel, submitting, onCancel, busy = submitting }: EditorActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
