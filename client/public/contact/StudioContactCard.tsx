// How to reach the studio directly, beside the forms: e-mail, phone and address from the settings.
import { Anchor, Card, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { StudioContactCard_settings$key } from "../../__generated__/StudioContactCard_settings.graphql.ts";
import { Icon } from "../../ui/Icon.tsx";

export function StudioContactCard({ settings: settingsKey, title = "Reach the studio directly" }: { settings: StudioContactCard_settings$key; title?: string }) {
  const settings = useFragment(
    graphql`
      fragment StudioContactCard_settings on Settings {
        studioName
        contactEmail
        contactPhone
        address
      }
    `,
    settingsKey,
  );
  return (
    <Card padding="lg" bg="gray.0" component="aside" aria-labelledby="studio-contact-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="studio-contact-title">
          {title}
        </Title>
        <Text size="sm" fw={700}>
          {settings.studioName}
        </Text>
        <Anchor href={`mailto:${settings.contactEmail}`} size="sm" style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
          <Icon name="mail" size={16} /> {settings.contactEmail}
        </Anchor>
        {settings.contactPhone && (
          <Anchor href={`tel:${settings.contactPhone.replace(/[^+\d]/g, "")}`} size="sm" style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
            <Icon name="phone" size={16} /> {settings.contactPhone}
          </Anchor>
        )}
        {settings.address && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-line" }}>
            {settings.address}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          We answer every message within one working day.
        </Text>
      </Stack>
    </Card>
  );
}
