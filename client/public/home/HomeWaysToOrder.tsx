// The three ways to order: online for prompts, on-hold messages and voicemail; a quote for
// custom work; and the reseller programme with its API.
import { Button, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { Icon, type IconName } from "../../ui/Icon.tsx";
import { HomeSectionHeading } from "./HomeSectionHeading.tsx";

const WAYS: Array<{ icon: IconName; title: string; text: string; action: { label: string; to: string } }> = [
  {
    icon: "cart",
    title: "Order online",
    text: "Telephone prompts, on-hold messages and voicemail greetings: choose a voice, add your script and see the price before you pay. No account needed.",
    action: { label: "See services and prices", to: "/services" },
  },
  {
    icon: "quote",
    title: "Request a quote",
    text: "Bilingual and multilingual projects, commercials or anything bigger: describe it, attach your script and receive a fixed price within one working day.",
    action: { label: "Request a quote", to: "/voice-contact" },
  },
  {
    icon: "code",
    title: "Resell or connect",
    text: "Telephony providers and agencies order for their clients at wholesale terms, from their account or straight from their platform through our API.",
    action: { label: "Partnership programmes", to: "/partnerships" },
  },
];

export function HomeWaysToOrder() {
  return (
    <Container size="lg" w="100%" py={{ base: 48, sm: 72 }} component="section" aria-labelledby="home-ways-title">
      <Stack gap="xl">
        <HomeSectionHeading id="home-ways-title" title="Three ways to order" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {WAYS.map((way, index) => (
            <Card key={way.title} padding="xl" shadow="xs">
              <Stack gap="md" h="100%">
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon name={way.icon} size={22} />
                </ThemeIcon>
                <Title order={3} fz="lg">
                  <Text span c="dimmed" fw={700} mr={6}>
                    {index + 1}.
                  </Text>
                  {way.title}
                </Title>
                <Text c="dimmed" style={{ flexGrow: 1 }}>
                  {way.text}
                </Text>
                <div>
                  <Button component={PrefetchLink} to={way.action.to} variant="light" rightSection={<Icon name="arrowRight" size={16} />}>
                    {way.action.label}
                  </Button>
                </div>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
