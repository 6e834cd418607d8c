// The three ways in, as cards: create an account, sign in (or the account when signed in), and
// write or call the studio with the contact details from the settings.
import { Anchor, Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { HomeActions_settings$key } from "../../__generated__/HomeActions_settings.graphql.ts";
import type { HomeActions_viewer$key } from "../../__generated__/HomeActions_viewer.graphql.ts";
import { ACCOUNT_HOME } from "../../app/navigation.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { Icon, type IconName } from "../../ui/Icon.tsx";

type Action = { icon: IconName; title: string; text: string; button: ReactNode };

export function HomeActions({ settings: settingsKey, viewer: viewerKey }: { settings: HomeActions_settings$key; viewer: HomeActions_viewer$key | null | undefined }) {
  const settings = useFragment(
    graphql`
      fragment HomeActions_settings on Settings {
        studioName
        contactEmail
        contactPhone
      }
    `,
    settingsKey,
  );
  const viewer = useFragment(
    graphql`
      fragment HomeActions_viewer on User {
        name
      }
    `,
    viewerKey,
  );

  const actions: Action[] = viewer
    ? [
        {
          icon: "user",
          title: `Welcome back, ${viewer.name}`,
          text: "Your profile, your password and the devices signed in to your account.",
          button: (
            <Button component={PrefetchLink} to={ACCOUNT_HOME} variant="light">
              Open your account
            </Button>
          ),
        },
      ]
    : [
        {
          icon: "user",
          title: "Create an account",
          text: "Register in a minute to order, follow production and download your finished audio.",
          button: (
            <Button component={PrefetchLink} to="/register" variant="light">
              Create an account
            </Button>
          ),
        },
        {
          icon: "login",
          title: "Already a customer?",
          text: "Sign in to see your account and everything you ordered from us.",
          button: (
            <Button component={PrefetchLink} to="/login" variant="light">
              Sign in
            </Button>
          ),
        },
      ];

  actions.push({
    icon: "mail",
    title: "Talk to the studio",
    text: `Questions about a script, a voice or a deadline? Write to ${settings.studioName} at ${settings.contactEmail}; we answer every message.`,
    button: (
      <Button component="a" href={`mailto:${settings.contactEmail}`} variant="light">
        Write to the studio
      </Button>
    ),
  });

  return (
    <Container size="lg" py={{ base: 48, sm: 72 }} component="section" aria-labelledby="home-actions-title">
      <Stack gap="xl">
        <Title id="home-actions-title" order={2} fz={28}>
          Get started
        </Title>
        <SimpleGrid cols={{ base: 1, sm: actions.length }} spacing="lg">
          {actions.map((action) => (
            <Card key={action.title} padding="xl" shadow="xs">
              <Stack gap="md" h="100%">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon name={action.icon} size={22} />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  {action.title}
                </Title>
                <Text c="dimmed" style={{ flexGrow: 1 }}>
                  {action.text}
                </Text>
                <div>{action.button}</div>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        {settings.contactPhone && (
          <Text c="dimmed">
            Prefer the phone? Call us on{" "}
            <Anchor href={`tel:${settings.contactPhone.replace(/[^+\d]/g, "")}`} fw={600}>
              {settings.contactPhone}
            </Anchor>
            .
          </Text>
        )}
      </Stack>
    </Container>
  );
}
