// The account overview's way on: a new order, the order history, the profile.
import { Card, SimpleGrid, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { Icon, type IconName } from "../../ui/Icon.tsx";
import { NEW_ORDER_PATH, ORDER_HISTORY_PATH } from "../../ui/orders/accountOrderPaths.ts";

const PROFILE_PATH = "/account/profile";

const SHORTCUTS: { to: string; icon: IconName; title: string; text: string }[] = [
  { to: NEW_ORDER_PATH, icon: "mic", title: "New order", text: "Telephone prompts, a message on hold or a voicemail greeting." },
  { to: ORDER_HISTORY_PATH, icon: "list", title: "Order history", text: "Every order, its downloads and invoices." },
  { to: PROFILE_PATH, icon: "user", title: "Profile", text: "Your details, password and signed-in devices." },
];

export function AccountShortcuts() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="nav" aria-label="Shortcuts">
      {SHORTCUTS.map((shortcut) => (
        <UnstyledButton key={shortcut.to} component={Link} to={shortcut.to} style={{ display: "block" }}>
          <Card withBorder radius="md" padding="md" h="100%">
            <ThemeIcon variant="light" radius="xl" size="lg" mb="xs" aria-hidden>
              <Icon name={shortcut.icon} />
            </ThemeIcon>
            <Text fw={700}>{shortcut.title}</Text>
            <Text size="sm" c="dimmed">
              {shortcut.text}
            </Text>
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
