// Examples of a service: samples from the studio's voices, each playable in the shared player.
import { Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { VoiceExamples_voices$key } from "../../__generated__/VoiceExamples_voices.graphql.ts";
import { SectionHeading } from "../shared/SectionHeading.tsx";
import { PlayButton } from "../../ui/audio/index.ts";
import { languageName } from "../../ui/languages.ts";
import { chooseExamples, type ExampleMode } from "./examples.ts";

export function VoiceExamples({ voices: voicesKey, mode = "any", title = "Hear examples", max = 4 }: { voices: VoiceExamples_voices$key; mode?: ExampleMode; title?: string; max?: number }) {
  const voices = useFragment(
    graphql`
      fragment VoiceExamples_voices on Voice @relay(plural: true) {
        id
        name
        languages
        styles
        samples {
          id
          title
          language
          style
          url
        }
      }
    `,
    voicesKey,
  );
  const examples = chooseExamples(voices, mode, max);
  if (examples.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="voice-examples-title">
      <SectionHeading id="voice-examples-title" title={title} all={{ label: "All voices and samples", to: "/about/voices" }} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {examples.map(({ voiceName, sample }) => (
          <Card key={sample.id} padding="md">
            <Stack gap={6}>
              <Text fw={700}>{voiceName}</Text>
              <Text size="sm" c="dimmed">
                {sample.title} · {languageName(sample.language)}
              </Text>
              <div>
                <PlayButton track={{ id: sample.id, title: `${voiceName}, ${sample.title}`, src: sample.url }} size="xs" />
              </div>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
