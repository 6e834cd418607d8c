// Where the wizard's draft is kept, said under its buttons (and why it could not be saved).
import { Text } from "@mantine/core";
import type { DraftPersistence } from "./useDraftPersistence.ts";

export function SaveStatus({ signedIn, state }: { signedIn: boolean; state: DraftPersistence["state"] }) {
  let text: string;
  if (!signedIn) text = "Your draft is kept in this browser.";
  else if (state.status === "saving" || state.status === "pending") text = "Saving your draft…";
  else if (state.status === "saved") text = "Draft saved to your account.";
  else if (state.status === "error") text = state.message ?? "Your draft could not be saved.";
  else text = "Your draft is saved to your account as you go.";
  return (
    <Text size="xs" c={state.status === "error" ? "red.9" : "dimmed"} role="status" aria-live="polite" data-testid="draft-status">
      {text}
    </Text>
  );
}
