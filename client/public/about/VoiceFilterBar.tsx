// The catalogue's filters, built from the languages and styles the active voices have: languages
// and styles to pick several of, and gender. Every change goes to the URL (see voiceFilters.ts).
import { Button, Card, Chip, Group, MultiSelect, SimpleGrid, Stack, Text } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { VoiceFilterBar_facets$key } from "../../__generated__/VoiceFilterBar_facets.graphql.ts";
import { GENDER_LABELS, languageName, styleName, type Gender } from "../../ui/languages.ts";
import { Icon } from "../../ui/Icon.tsx";
import { hasVoiceFilters, type VoiceFilters } from "./voiceFilters.ts";

export function VoiceFilterBar({ facets: facetsKey, filters, onChange }: { facets: VoiceFilterBar_facets$key; filters: VoiceFilters; onChange: (filters: VoiceFilters) => void }) {
  const facets = useFragment(
    graphql`
      fragment VoiceFilterBar_facets on VoiceFacets {
        languages
        styles
      }
    `,
    facetsKey,
  );
  // A value in the URL that no voice has any more still shows, so it can be removed.
  const languages = [...new Set([...facets.languages, ...filters.languages])];
  const styles = [...new Set([...facets.styles, ...filters.styles])];
  return (
    <Card padding="md" bg="gray.0" component="section" aria-label="Filter voices">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label="Languages"
            placeholder={filters.languages.length ? undefined : "Any language"}
            data={languages.map((tag) => ({ value: tag, label: languageName(tag) }))}
            value={filters.languages}
            onChange={(value) => onChange({ ...filters, languages: value })}
            searchable
            clearable
            selectFirstOptionOnChange
            nothingFoundMessage="No voice speaks that language yet"
            comboboxProps={{ withinPortal: true }}
          />
          <MultiSelect
            label="Styles"
            placeholder={filters.styles.length ? undefined : "Any style"}
            data={styles.map((style) => ({ value: style, label: styleName(style) }))}
            value={filters.styles}
            onChange={(value) => onChange({ ...filters, styles: value })}
            searchable
            clearable
            selectFirstOptionOnChange
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div role="group" aria-labelledby="voice-gender-label">
            <Text id="voice-gender-label" size="sm" fw={500} mb={6}>
              Gender
            </Text>
            <Chip.Group multiple value={filters.genders} onChange={(value) => onChange({ ...filters, genders: value as Gender[] })}>
              <Group gap="xs">
                {(Object.keys(GENDER_LABELS) as Gender[]).map((gender) => (
                  <Chip key={gender} value={gender} variant="outline">
                    {GENDER_LABELS[gender]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          {hasVoiceFilters(filters) && (
            <Button variant="subtle" leftSection={<Icon name="x" size={16} />} onClick={() => onChange({ languages: [], genders: [], styles: [] })}>
              Clear filters
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
