// One voice of the catalogue: portrait, name, languages, gender and styles, bio, every sample in
// the shared player, and the way to request the voice.
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { VoiceCard_voice$key } from "../../__generated__/VoiceCard_voice.graphql.ts";
import { VoicePortrait } from "../../ui/VoicePortrait.tsx";
import { PrefetchLink } from "../../app/PrefetchLink.tsx";
import { PlayButton } from "../../ui/audio/index.ts";
import { GENDER_LABELS, languageName, styleName, type Gender } from "../../ui/languages.ts";
import { quotePath } from "../shared/links.ts";

export function VoiceCard({ voice: voiceKey }: { voice: VoiceCard_voice$key }) {
  const voice = useFragment(
    graphql`
      fragment VoiceCard_voice on Voice {
        slug
        name
        languages
        gender
        styles
        bio
        photoUrl
        samples {
          id
          title
          language
          url
        }
      }
    `,
    voiceKey,
  );
  return (
    <Card padding="lg" h="100%" component="article" aria-labelledby={`voice-${voice.slug}`}>
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <VoicePortrait name={voice.name} photoUrl={voice.photoUrl} size={88} alt={`Portrait of ${voice.name}`} />
          <Stack gap={6} miw={0}>
            <Title order={2} fz="xl" id={`voice-${voice.slug}`}>
              {voice.name}
            </Title>
            <Text size="sm" c="dimmed">
              {GENDER_LABELS[voice.gender as Gender] ?? ""} · {voice.languages.map(languageName).join(", ")}
            </Text>
            <Group gap={6}>
              {voice.styles.map((style) => (
                <Badge key={style} variant="light" color="gray" radius="sm" tt="none">
                  {styleName(style)}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        <Text size="sm" style={{ flexGrow: 1 }}>
          {voice.bio}
        </Text>
        {voice.samples.length > 0 && (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={`Samples of ${voice.name}`}>
            {voice.samples.map((sample) => (
              <Group key={sample.id} component="li" gap="sm" wrap="nowrap" align="center">
                <div style={{ flex: "none", width: 116 }}>
                  <PlayButton track={{ id: sample.id, title: `${voice.name}, ${sample.title}`, src: sample.url }} size="xs" fullWidth />
                </div>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" lineClamp={1} title={sample.title}>
                    {sample.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {languageName(sample.language)}
                  </Text>
                </div>
              </Group>
            ))}
          </Stack>
        )}
        <Group gap="xs" mt="xs">
          <Button component={PrefetchLink} to={`/order?voice=${encodeURIComponent(voice.slug)}`}>
            Order with {voice.name}
          </Button>
          <Button component={PrefetchLink} to={quotePath(null, voice.slug)} variant="light" aria-label={`Request a quote with ${voice.name}`}>
            Request a quote
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
