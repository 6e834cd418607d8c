// The voices matching the filters, a page at a time, with how many there are.
import { Button, Center, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTransition } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import type { VoiceList_query$key } from "../../__generated__/VoiceList_query.graphql.ts";
import type { VoiceListPaginationQuery } from "../../__generated__/VoiceListPaginationQuery.graphql.ts";
import { VoiceCard } from "./VoiceCard.tsx";

export const VOICE_PAGE_SIZE = 12;

function voiceCountText(count: number, filtered: boolean): string {
  if (count === 0) return "No voices match these filters.";
  if (!filtered) return `${count} ${count === 1 ? "voice" : "voices"}`;
  return count === 1 ? "1 voice matches your filters" : `${count} voices match your filters`;
}

export function VoiceList({ query: queryKey, onClearFilters, filtered }: { query: VoiceList_query$key; onClearFilters: () => void; filtered: boolean }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<VoiceListPaginationQuery, VoiceList_query$key>(
    graphql`
      fragment VoiceList_query on Query
      @refetchable(queryName: "VoiceListPaginationQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 12 }, after: { type: "String" }, filter: { type: "ListQuery" }) {
        voices(first: $first, after: $after, filter: $filter) @connection(key: "VoiceList_voices", filters: ["filter"]) {
          totalCount
          edges {
            node {
              id
              ...VoiceCard_voice
            }
          }
        }
      }
    `,
    queryKey,
  );
  const [, startTransition] = useTransition();
  const { totalCount, edges } = data.voices;
  return (
    <Stack gap="md">
      <Text c="dimmed" role="status" aria-live="polite">
        {voiceCountText(totalCount, filtered)}
      </Text>
      {totalCount === 0 && filtered && (
        <div>
          <Button variant="light" onClick={onClearFilters}>
            Show all voices
          </Button>
        </div>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {edges.map((edge) => (
          <VoiceCard key={edge.node.id} voice={edge.node} />
        ))}
      </SimpleGrid>
      {hasNext && (
        <Center>
          <Button variant="default" loading={isLoadingNext} onClick={() => startTransition(() => void loadNext(VOICE_PAGE_SIZE))}>
            Show more voices
          </Button>
        </Center>
      )}
    </Stack>
  );
}
