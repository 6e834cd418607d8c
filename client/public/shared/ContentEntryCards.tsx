// The entries of an about page's site content, two to a row, each a card headed by its title;
// the page fills in the rest of each card.
import { Card, SimpleGrid, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

type Entry = { readonly id: string; readonly title: string };

export function ContentEntryCards<E extends Entry>({ entries, children }: { entries: readonly E[]; children: (entry: E) => ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {entries.map((entry) => (
        <Card key={entry.id} padding="lg" component="article">
          <Stack gap="xs" h="100%">
            <Title order={2} fz="lg">
              {entry.title}
            </Title>
            {children(entry)}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
