// A few questions from the FAQ that matter for one page, with a link to all of them.
import { Accordion, Stack } from "@mantine/core";
import { graphql, useFragment } from "react-relay";
import type { FaqExcerpt_entries$key } from "../../__generated__/FaqExcerpt_entries.graphql.ts";
import { SectionHeading } from "../shared/SectionHeading.tsx";
import { ContentBody } from "../shared/ContentBody.tsx";

/** The entries named by `slugs` in that order; the first `max` entries when none of them exist. */
export function pickEntries<T extends { readonly slug: string }>(entries: readonly T[], slugs: readonly string[], max: number): T[] {
  const chosen = slugs.map((slug) => entries.find((entry) => entry.slug === slug)).filter((entry): entry is T => !!entry);
  return (chosen.length ? chosen : entries).slice(0, max);
}

export function FaqExcerpt({ entries: entriesKey, slugs = [], max = 4, title = "Questions customers ask" }: { entries: FaqExcerpt_entries$key; slugs?: readonly string[]; max?: number; title?: string }) {
  const entries = useFragment(
    graphql`
      fragment FaqExcerpt_entries on ContentEntry @relay(plural: true) {
        id
        slug
        title
        body
      }
    `,
    entriesKey,
  );
  const shown = pickEntries(entries, slugs, max);
  if (shown.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="faq-excerpt-title">
      <SectionHeading id="faq-excerpt-title" title={title} all={{ label: "All questions and answers", to: "/faq" }} />
      <Accordion variant="separated" radius="md">
        {shown.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.slug}>
            <Accordion.Control>{entry.title}</Accordion.Control>
            <Accordion.Panel>
              <ContentBody body={entry.body} size="sm" />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
