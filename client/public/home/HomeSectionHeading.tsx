// The heading of a section of the home page, with the sentence that introduces it when it has one.
import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function HomeSectionHeading({ id, title, lead }: { id: string; title: string; lead?: ReactNode }) {
  const heading = (
    <Title id={id} order={2} fz={30}>
      {title}
    </Title>
  );
  if (!lead) return heading;
  return (
    <Stack gap={6}>
      {heading}
      <Text c="dimmed" maw={640}>
        {lead}
      </Text>
    </Stack>
  );
}
