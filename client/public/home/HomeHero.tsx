// The home page's opening: the studio's name as the page heading, what it records (the
// "home-intro" page of the site content) and the main calls to action.
import { Box, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { HomeHero_intro$key } from "../../__generated__/HomeHero_intro.graphql.ts";
import type { HomeHero_settings$key } from "../../__generated__/HomeHero_settings.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { Icon } from "../../ui/Icon.tsx";
import classes from "./home.module.css";

export function HomeHero({ settings: settingsKey, intro: introKey }: { settings: HomeHero_settings$key; intro: HomeHero_intro$key | null | undefined }) {
  const settings = useFragment(
    graphql`
      fragment HomeHero_settings on Settings {
        studioName
        description
      }
    `,
    settingsKey,
  );
  const intro = useFragment(
    graphql`
      fragment HomeHero_intro on ContentEntry {
        title
        subtitle
      }
    `,
    introKey,
  );

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-title">
      <Container size="lg" w="100%" py={{ base: 64, sm: 96 }}>
        <Stack gap="lg" maw={720}>
          <Text className={classes.eyebrow} component="p">
            <Icon name="mic" size={16} /> {intro?.title ?? "Voice-over and audio production"}
          </Text>
          <Title id="home-title" order={1} className={classes.title}>
            {settings.studioName}
          </Title>
          <Text className={classes.lead} component="p">
            {intro?.subtitle ?? settings.description}
          </Text>
          <Group gap="sm" mt="sm">
            <Button component={PrefetchLink} to="/services" size="lg" color="amber.5" c="dark.9" rightSection={<Icon name="arrowRight" size={18} />}>
              Services and prices
            </Button>
            <Button component={PrefetchLink} to="/about/voices" size="lg" variant="outline" color="gray.0" className={classes.ghost}>
              Listen to our voices
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
