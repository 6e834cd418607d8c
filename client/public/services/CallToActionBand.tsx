// The closing call to action of a service page: what to do next, and the alternative.
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { Icon } from "../../ui/Icon.tsx";
import type { CallToAction } from "../shared/links.ts";

export function CallToActionBand({ title, text, primary, secondary }: { title: string; text: string; primary: CallToAction; secondary?: CallToAction }) {
  return (
    <Card padding="xl" bg="studio.9" c="white" withBorder={false} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h3" c="white">
          {title}
        </Title>
        <Text c="rgba(255, 255, 255, 0.85)">{text}</Text>
        <Group mt="xs">
          <Button component={PrefetchLink} to={primary.to} color="amber.5" c="dark.9" rightSection={<Icon name="arrowRight" size={16} />}>
            {primary.label}
          </Button>
          {secondary && (
            <Button component={PrefetchLink} to={secondary.to} variant="outline" color="gray.0" c="white">
              {secondary.label}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
