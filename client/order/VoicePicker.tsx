// The voice step: the recording's language, then one of the voices that record in it, each with
// its samples in the shared player (only one plays at a time). Picking a voice before a language
// takes the voice's language; changing the language drops a voice that does not speak it.
import { Badge, Card, Group, Radio, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { graphql, useFragment } from "react-relay";
import type { OrderDraft } from "../../common/orders/orderDraft.ts";
import type { VoiceOption_voice$key } from "../__generated__/VoiceOption_voice.graphql.ts";
import { VoicePortrait } from "../ui/VoicePortrait.tsx";
import type { VoicePicker_voices$key } from "../__generated__/VoicePicker_voices.graphql.ts";
import { GENDER_LABELS, languageName, styleName, type Gender } from "../ui/languages.ts";
import { PlayButton } from "../ui/audio/index.ts";
import classes from "./order.module.css";
import { withLanguage, withVoice, type DraftUpdate, type FieldErrors } from "./wizardDraft.ts";

const MAX_SAMPLES = 2;

function VoiceOption({ voice: voiceKey, language, selected }: { voice: VoiceOption_voice$key; language: string | null; selected: boolean }) {
  const voice = useFragment(
    graphql`
      fragment VoiceOption_voice on Voice {
        id
        name
        gender
        languages
        styles
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
  const inLanguage = voice.samples.filter((sample) => sample.language === language);
  // Before a language is chosen, one sample per voice: each is a stop for the Tab key between the
  // voices and Continue.
  const samples = inLanguage.length ? inLanguage.slice(0, MAX_SAMPLES) : voice.samples.slice(0, 1);
  const details = [GENDER_LABELS[voice.gender as Gender], voice.languages.map(languageName).join(", ")].filter(Boolean).join(" · ");
  return (
    <Card padding="md" withBorder className={classes.option} data-selected={selected || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <VoicePortrait name={voice.name} photoUrl={voice.photoUrl} size={56} />
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Radio value={voice.id} label={<Text fw={700}>{voice.name}</Text>} description={details} />
          {voice.styles.length > 0 && (
            <Group gap={4}>
              {voice.styles.map((style) => (
                <Badge key={style} variant="light" color="gray" radius="sm" tt="none" size="sm">
                  {styleName(style)}
                </Badge>
              ))}
            </Group>
          )}
          {samples.length > 0 && (
            <Stack component="ul" gap={4} p={0} m={0} mt={2} style={{ listStyle: "none" }} aria-label={`Samples of ${voice.name}`}>
              {samples.map((sample) => (
                <Group key={sample.id} component="li" gap="xs" wrap="nowrap">
                  {/* Wide enough for the longest state ("Loading…", "Can't play") so the label never clips. */}
                  <div style={{ flex: "none", width: "7.5rem" }}>
                    <PlayButton track={{ id: sample.id, title: `${voice.name}, ${sample.title}`, src: sample.url }} size="xs" fullWidth />
                  </div>
                  {/* The whole title, on two lines if it must: a cut title hides which sample it is. */}
                  <Text size="xs" c="dimmed" lh={1.3} style={{ minWidth: 0, overflowWrap: "anywhere" }} data-testid="sample-title">
                    {sample.title}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export function VoicePicker({ voices: voicesKey, draft, onChange, errors }: { voices: VoicePicker_voices$key; draft: OrderDraft; onChange: DraftUpdate; errors: FieldErrors }) {
  const data = useFragment(
    graphql`
      fragment VoicePicker_voices on VoiceConnection {
        edges {
          node {
            id
            name
            languages
            ...VoiceOption_voice
          }
        }
      }
    `,
    voicesKey,
  );
  const voices = data.edges.map((edge) => edge.node);
  const languageOptions = useMemo(() => {
    const tags = [...new Set(voices.flatMap((voice) => voice.languages))];
    return tags.map((tag) => ({ value: tag, label: languageName(tag) })).sort((a, b) => a.label.localeCompare(b.label));
  }, [voices]);
  const languagesOf = (id: string) => voices.find((voice) => voice.id === id)?.languages;
  const shown = draft.language ? voices.filter((voice) => voice.languages.includes(draft.language!)) : voices;
  const countText = draft.language
    ? `${shown.length} ${shown.length === 1 ? "voice records" : "voices record"} in ${languageName(draft.language)}.`
    : "Choose a language to see the voices that record in it, or pick any voice below.";

  return (
    <Stack gap="lg">
      <Select
        label="Language"
        description="The language of your script."
        placeholder="Choose a language"
        required
        data={languageOptions}
        value={draft.language}
        // Typing a language's name finds it, as a native select would.
        searchable
        nothingFoundMessage="No voice speaks that language"
        allowDeselect={false}
        maw={360}
        size="md"
        error={errors.language}
        onChange={(language) => onChange((current) => withLanguage(current, language, languagesOf))}
        comboboxProps={{ withinPortal: true }}
      />
      <Radio.Group
        label="Voice"
        description={countText}
        required
        value={draft.voiceId}
        error={errors.voiceId}
        onChange={(voiceId) => onChange((current) => withVoice(current, voiceId, languagesOf(voiceId) ?? []))}
        size="md"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
          {shown.map((voice) => (
            <VoiceOption key={voice.id} voice={voice} language={draft.language} selected={voice.id === draft.voiceId} />
          ))}
        </SimpleGrid>
      </Radio.Group>
    </Stack>
  );
}
