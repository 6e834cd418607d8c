// What shows over the page: notifications and confirmation modals. No page needs them before it
// answers its first interaction, so AppProviders loads this module once the page has rendered or
// hydrated; notifications shown meanwhile wait in their store, confirmations for the host
// (client/ui/askToConfirm.tsx).
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { modalHostMounted } from "../ui/askToConfirm.tsx";
import { NOTIFICATION_MS } from "./timing.ts";

export default function AppOverlays() {
  // After ModalsProvider's own effects, which listen for the modals to open.
  useEffect(() => modalHostMounted(), []);
  return (
    <>
      <Notifications autoClose={NOTIFICATION_MS} position="top-right" limit={4} />
      <ModalsProvider />
    </>
  );
}
