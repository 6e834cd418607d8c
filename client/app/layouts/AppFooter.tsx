// The footer of every layout: the studio's name and how to reach it.
import { Anchor, Container, Group, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { AppFooter_settings$key } from "../../__generated__/AppFooter_settings.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";
import classes from "./layout.module.css";

export function AppFooter({ settings: settingsKey }: { settings: AppFooter_settings$key }) {
  const settings = useFragment(
    graphql`
      fragment AppFooter_settings on Settings {
        studioName
        contactEmail
        contactPhone
        address
      }
    `,
    settingsKey,
  );
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="lg">
        <Group justify="space-between" align="flex-start" gap="lg">
          <Stack gap={4}>
            <Text fw={700}>{settings.studioName}</Text>
            {settings.address && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
                {settings.address}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              © {year} {settings.studioName}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Anchor href={`mailto:${settings.contactEmail}`} size="sm" className={classes.footerLink}>
              <Icon name="mail" size={16} /> {settings.contactEmail}
            </Anchor>
            {settings.contactPhone && (
              <Anchor href={`tel:${settings.contactPhone.replace(/[^+\d]/g, "")}`} size="sm" className={classes.footerLink}>
                <Icon name="phone" size={16} /> {settings.contactPhone}
              </Anchor>
            )}
          </Stack>
        </Group>
      </Container>
    </footer>
  );
}
