// Why customers trust the studio: turnaround and languages from the catalogue, the introduction
// from the site content, and the clients whose lines and stations carry our voices.
import { Anchor, Box, Container, Grid, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { HomeTrust_clients$key } from "../../__generated__/HomeTrust_clients.graphql.ts";
import type { HomeTrust_intro$key } from "../../__generated__/HomeTrust_intro.graphql.ts";
import type { HomeTrust_services$key } from "../../__generated__/HomeTrust_services.graphql.ts";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { ContentBody } from "../shared/ContentBody.tsx";
import { Icon } from "../../ui/Icon.tsx";
import classes from "./home.module.css";
import { HomeSectionHeading } from "./HomeSectionHeading.tsx";

type Props = {
  services: HomeTrust_services$key;
  clients: HomeTrust_clients$key;
  intro: HomeTrust_intro$key | null | undefined;
  languages: readonly string[];
};

const days = (count: number) => `${count} working ${count === 1 ? "day" : "days"}`;

export function HomeTrust({ services: servicesKey, clients: clientsKey, intro: introKey, languages }: Props) {
  const services = useFragment(
    graphql`
      fragment HomeTrust_services on Service @relay(plural: true) {
        pricingModel
        turnaroundDays
        rushFee
        rushTurnaroundDays
      }
    `,
    servicesKey,
  );
  const clients = useFragment(
    graphql`
      fragment HomeTrust_clients on ContentEntry @relay(plural: true) {
        id
        title
        subtitle
      }
    `,
    clientsKey,
  );
  const intro = useFragment(
    graphql`
      fragment HomeTrust_intro on ContentEntry {
        body
      }
    `,
    introKey,
  );
  const ordered = services.filter((service) => service.pricingModel !== "QUOTE");
  const fastest = ordered.length ? Math.min(...ordered.map((service) => service.turnaroundDays)) : null;
  const rush = services.filter((service) => service.rushFee > 0).map((service) => service.rushTurnaroundDays);
  const languageCount = new Set(languages.map((tag) => tag.split("-")[0])).size;

  const facts = [
    fastest !== null ? { icon: "clock" as const, value: days(fastest), label: "standard delivery for prompts and greetings" } : null,
    rush.length ? { icon: "star" as const, value: days(Math.min(...rush)), label: "with the rush option" } : null,
    languageCount ? { icon: "languages" as const, value: `${languageCount} ${languageCount === 1 ? "language" : "languages"}`, label: "spoken by our catalogue voices" } : null,
    { icon: "file" as const, value: "Any format", label: "µ-law, A-law, PCM WAV, MP3 or VOX, named as you ask" },
  ].filter((fact): fact is NonNullable<typeof fact> => fact !== null);

  return (
    <Box component="section" className={classes.trust} aria-labelledby="home-trust-title">
      <Container size="lg" w="100%" py={{ base: 48, sm: 72 }}>
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <HomeSectionHeading id="home-trust-title" title="Why businesses choose us" />
              {intro && <ContentBody body={intro.body} />}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg" component="dl" m={0}>
              {facts.map((fact) => (
                // Read as "label: value"; shown value first.
                <Stack key={fact.label} gap={4} style={{ flexDirection: "column-reverse", justifyContent: "flex-end" }}>
                  <Text component="dt" size="sm" c="dimmed">
                    {fact.label}
                  </Text>
                  <Group component="dd" m={0} gap={8} wrap="nowrap">
                    <Icon name={fact.icon} size={20} color="var(--mantine-color-studio-7)" />
                    <Text span fz={22} fw={800}>
                      {fact.value}
                    </Text>
                  </Group>
                </Stack>
              ))}
            </SimpleGrid>
          </Grid.Col>
        </Grid>
        {clients.length > 0 && (
          <Stack gap="sm" mt={48}>
            <Text size="sm" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: "0.06em" }} id="home-clients-title">
              Heard on the lines and stations of
            </Text>
            <Group gap="lg" component="ul" aria-labelledby="home-clients-title" className={classes.clients}>
              {clients.map((client) => (
                <li key={client.id}>
                  <Text fw={700} fz="lg" c="studio.9">
                    {client.title}
                  </Text>
                  {client.subtitle && (
                    <Text size="xs" c="dimmed">
                      {client.subtitle}
                    </Text>
                  )}
                </li>
              ))}
            </Group>
            <Anchor component={PrefetchLink} to="/about/onair" fw={600} size="sm">
              See our work on air
            </Anchor>
          </Stack>
        )}
      </Container>
    </Box>
  );
}
