// A webhook signing secret the server has just made (a new endpoint, a rolled secret): the server
// answers it this once, so it is shown here to copy, until closed.
import { Alert, Stack, Text } from "@mantine/core";
import { CopyableCode } from "../../ui/CopyableCode.tsx";

export function WebhookSecretShownOnce({ title, secret, onClose }: { title: string; secret: string; onClose: () => void }) {
  return (
    <Alert color="teal" title={title} withCloseButton onClose={onClose} closeButtonLabel="Hide the signing secret">
      <Stack gap="xs">
        <Text size="sm">Copy its signing secret now: it is shown only once. Roll the secret to get a new one.</Text>
        <CopyableCode value={secret} label="Signing secret" copyLabel="Copy secret" />
      </Stack>
    </Alert>
  );
}
