// Asks before an action that cannot simply be taken back: Mantine's confirm modal with the
// question in the app's body text, the confirm button red when the action destroys something.
// The modals' host loads after the page (client/app/AppOverlays.tsx): a question asked before it
// is there waits for it.
import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";

export type ConfirmOptions = {
  title: string;
  question: ReactNode;
  /** The confirm button's label: what will happen ("Remove sample"). */
  confirm: string;
  cancel?: string;
  danger?: boolean;
  onConfirm: () => void;
};

let hostMounted: () => void = () => {};
const host = new Promise<void>((resolve) => (hostMounted = resolve));

/** Called once the modals' host listens (client/app/AppOverlays.tsx). */
export function modalHostMounted() {
  hostMounted();
}

export function askToConfirm({ title, question, confirm, cancel = "Cancel", danger = false, onConfirm }: ConfirmOptions) {
  void host.then(() =>
    modals.openConfirmModal({
      title,
      children: <Text size="sm">{question}</Text>,
      labels: { confirm, cancel },
      confirmProps: danger ? { color: "red" } : undefined,
      onConfirm,
    }),
  );
}
