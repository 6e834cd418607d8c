// The home page's opening: the studio's name as the page heading, its description, and the main
// call to action (create an account, or go to the account when signed in).
import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { HomeHero_settings$key } from "../../__generated__/HomeHero_settings.graphql.ts";
import type { HomeHero_viewer$key } from "../../__generated__/HomeHero_viewer.graphql.ts";
import { ACCOUNT_HOME } from "../../app/navigation.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { Icon } from "../../ui/Icon.tsx";
import classes from "./home.module.css";

export function HomeHero({ settings: settingsKey, viewer: viewerKey }: { settings: HomeHero_settings$key; viewer: HomeHero_viewer$key | null | undefined }) {
  const settings = useFragment(
    graphql`
      fragment HomeHero_settings on Settings {
        studioName
        description
      }
    `,
    settingsKey,
  );
  const viewer = useFragment(
    graphql`
      fragment HomeHero_viewer on User {
        name
      }
    `,
    viewerKey,
  );

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <Container size="lg" py={{ base: 64, sm: 104 }}>
        <Stack gap="lg" maw={680}>
          <Text className={classes.eyebrow} component="p">
            <Icon name="mic" size={16} /> Voice-over and audio production
          </Text>
          <Title id="home-title" order={1} className={classes.title}>
            {settings.studioName}
          </Title>
          <Text className={classes.lead} component="p">
            {settings.description}
          </Text>
          <Group gap="sm" mt="sm">
            {viewer ? (
              <Button component={PrefetchLink} to={ACCOUNT_HOME} size="lg" color="amber.5" c="dark.9" rightSection={<Icon name="arrowRight" size={18} />}>
                Go to your account
              </Button>
            ) : (
              <>
                <Button component={PrefetchLink} to="/register" size="lg" color="amber.5" c="dark.9" rightSection={<Icon name="arrowRight" size={18} />}>
                  Create an account
                </Button>
                <Button component={PrefetchLink} to="/login" size="lg" variant="outline" color="gray.0" className={classes.ghost}>
                  Sign in
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
